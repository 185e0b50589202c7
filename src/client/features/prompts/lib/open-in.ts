/**
 * Assistants that open a new chat with a prompt taken from the address
 * (docs/decisions/016-prompt-page.md lists where each parameter was checked).
 */
export type Assistant = { id: string; name: string; home: string; promptUrl: (encoded: string) => string };

export const ASSISTANTS: Assistant[] = [
  { id: 'chatgpt', name: 'ChatGPT', home: 'https://chatgpt.com/', promptUrl: (q) => `https://chatgpt.com/?q=${q}` },
  { id: 'claude', name: 'Claude', home: 'https://claude.ai/new', promptUrl: (q) => `https://claude.ai/new?q=${q}` },
  {
    id: 'perplexity',
    name: 'Perplexity',
    home: 'https://www.perplexity.ai/',
    promptUrl: (q) => `https://www.perplexity.ai/search?q=${q}`,
  },
  {
    id: 'copilot',
    name: 'Copilot',
    home: 'https://copilot.microsoft.com/',
    promptUrl: (q) => `https://copilot.microsoft.com/?q=${q}`,
  },
  { id: 'grok', name: 'Grok', home: 'https://grok.com/', promptUrl: (q) => `https://grok.com/?q=${q}` },
  {
    id: 'le-chat',
    name: 'Le Chat',
    home: 'https://chat.mistral.ai/chat',
    promptUrl: (q) => `https://chat.mistral.ai/chat?q=${q}`,
  },
];

/**
 * Longest address we hand to an assistant. Browsers take far longer ones, but the assistants'
 * servers and proxies answer 414 or cut the text beyond roughly 8 KB.
 */
export const MAX_PROMPT_URL_LENGTH = 8000;

export type OpenPlan = { url: string; fitsInUrl: boolean };

/** Where to send the prompt: in the address when it fits, else the assistant's home (the text is copied first). */
export function planOpenIn(assistant: Assistant, text: string): OpenPlan {
  const url = assistant.promptUrl(encodeURIComponent(text));
  return url.length <= MAX_PROMPT_URL_LENGTH ? { url, fitsInUrl: true } : { url: assistant.home, fitsInUrl: false };
}
