/**
 * The public collections the demo prompts come from (seed/README.md). A seeded prompt stores
 * its collection's id in prompts.source and is credited to it, with a link, instead of
 * Anonymous.
 */
export type PromptSource = { id: string; name: string; url: string };

export const SEED_SOURCES: Readonly<Record<string, PromptSource>> = {
  'awesome-chatgpt-prompts': {
    id: 'awesome-chatgpt-prompts',
    name: 'awesome-chatgpt-prompts',
    url: 'https://github.com/f/awesome-chatgpt-prompts',
  },
  fabric: { id: 'fabric', name: 'fabric', url: 'https://github.com/danielmiessler/fabric' },
  'useful-ai-prompts': {
    id: 'useful-ai-prompts',
    name: 'useful-ai-prompts',
    url: 'https://github.com/aj-geddes/useful-ai-prompts',
  },
  'awesome-copilot': {
    id: 'awesome-copilot',
    name: 'awesome-copilot',
    url: 'https://github.com/github/awesome-copilot',
  },
};

/** The credit for a stored source id; an id this build does not know is shown without a link. */
export function sourceOf(id: string | null | undefined): PromptSource | null {
  if (!id) return null;
  return SEED_SOURCES[id] ?? { id, name: id, url: '' };
}
