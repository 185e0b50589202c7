import { describe, expect, it } from 'vitest';
import { detectPromptFormat } from './prompt-format';
import { ASSISTANTS, MAX_PROMPT_URL_LENGTH, planOpenIn } from './open-in';

describe('detectPromptFormat', () => {
  it('reads plain instructions and XML-like role prompts as prose', () => {
    expect(detectPromptFormat('I want you to act as a Linux terminal. I will type commands and you will reply.')).toBe(
      'prose',
    );
    expect(detectPromptFormat('<role>You are a tutor.</role>\n<task>Explain fractions.</task>')).toBe('prose');
  });

  it('reads JSON, YAML and a whole fenced block as code', () => {
    expect(detectPromptFormat('{\n  "role": "tutor",\n  "steps": [1, 2]\n}')).toBe('code');
    expect(detectPromptFormat('{ "role": "tutor", "task": "unterminated')).toBe('code');
    expect(detectPromptFormat('---\nrole: tutor\nlevel: beginner\nsteps:\n  - explain\n  - quiz\n')).toBe('code');
    expect(detectPromptFormat('```python\nprint("hi")\n```')).toBe('code');
  });

  it('reads headings, lists and bold as Markdown', () => {
    expect(detectPromptFormat('# Code reviewer\n\nReview the code.\n\n- Find bugs\n- Suggest fixes')).toBe('markdown');
    expect(detectPromptFormat('You are **precise**.\n\n1. Read\n2. Answer')).toBe('markdown');
  });
});

describe('open in an assistant', () => {
  it('puts the text, encoded, in each assistant address', () => {
    const text = 'Explain <b>&</b> 100% ${x} #1 ?a=b';
    const urls = Object.fromEntries(ASSISTANTS.map((a) => [a.name, planOpenIn(a, text).url]));
    const q = encodeURIComponent(text);
    expect(urls).toEqual({
      ChatGPT: `https://chatgpt.com/?q=${q}`,
      Claude: `https://claude.ai/new?q=${q}`,
      Perplexity: `https://www.perplexity.ai/search?q=${q}`,
      Copilot: `https://copilot.microsoft.com/?q=${q}`,
      Grok: `https://grok.com/?q=${q}`,
      'Le Chat': `https://chat.mistral.ai/chat?q=${q}`,
    });
    for (const url of Object.values(urls)) expect(new URL(url).searchParams.get('q')).toBe(text);
  });

  it('sends a prompt too long for an address to the assistant home instead', () => {
    const long = 'x'.repeat(MAX_PROMPT_URL_LENGTH);
    for (const assistant of ASSISTANTS)
      expect(planOpenIn(assistant, long)).toEqual({ url: assistant.home, fitsInUrl: false });
  });
});

describe('detectPromptFormat on prose with labels and lists', () => {
  it('keeps a prompt with "Rules:" labels and a bulleted list in the reading font', () => {
    const content =
      'Act as an Educational Content Analyst. You will analyze uploaded papers to identify repeated topics.\n\nYour task is to:\n- Review each question paper and extract key topics.\n- Identify repeated topics across different papers.\n\nRules:\n- Focus on the syllabus provided.\n\nVariables:\n- ${syllabus:CBSE} - The syllabus\n- ${yearRange:5} - Years';
    expect(detectPromptFormat(content)).toBe('prose');
  });
});
