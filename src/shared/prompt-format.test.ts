import { describe, expect, it } from 'vitest';
import samples from '../../tests/fixtures/seed-prompt-samples.json';
import { PREVIEW_MAX, codePointLength, describeContent, detectFormat, previewText } from './prompt-format';

/** Real prompts from seed/ (tests/fixtures/seed-prompt-samples.json), by title. */
const sample = (title: string): string => {
  const found = (samples as { title: string; content: string }[]).find((s) => s.title === title);
  if (!found) throw new Error(`no fixture titled ${title}`);
  return found.content;
};

/** What a reader should never see at the start of a card. */
const MARKUP = /^(?:<|#|\{|\[\s*\{|---|\*|`|>|\|)|<\/?[a-z_]+>|\*\*|```/i;

describe('previewText on real seed prompts', () => {
  it('XML-like tags: "<instruction>" is gone, the instruction reads as text', () => {
    const preview = previewText(sample('Cinematic 3x3 Focal Lengths Grid'));
    expect(preview).toMatch(/^Analyze the entire composition of the input image\. Identify ALL key subjects/);
    expect(preview).not.toMatch(MARKUP);
  });

  it('Markdown: headings, bold and rules are stripped, the heading ends as a sentence', () => {
    const content = sample('Ultrathinker');
    expect(content.startsWith('# Ultrathinker')).toBe(true);
    const preview = previewText(content);
    expect(preview).toMatch(/^Ultrathinker\. You are an expert software developer and deep reasoner\./);
    expect(preview).not.toMatch(MARKUP);
  });

  it('JSON: the first readable values, not keys, type names or lone variables', () => {
    expect(detectFormat(sample('Story Generator'))).toBe('json');
    expect(previewText(sample('Story Generator'))).toBe(
      'Story Generator · Generate a creative story based on the provided parameters. Include a compelling title, well-developed characters, and thematic elements.',
    );
    expect(detectFormat(sample('Data Transformer'))).toBe('json');
    expect(previewText(sample('Data Transformer'))).toBe(
      'Data Transformer · Transform the input data according to the output schema',
    );
  });

  it('YAML: the values of its keys and list items, quotes removed', () => {
    const content = sample('The Missing Woman');
    expect(detectFormat(content)).toBe('yaml');
    const preview = previewText(content);
    expect(preview).toMatch(
      /^An 1980s-style woman walking with a cat beside her, both in the foreground\. · worn jacket, blanket and old pants\. · Not visible or turned away · /,
    );
    expect(preview).not.toContain('image-generation');
    expect(preview).not.toContain('"');
  });

  it('front matter: its description comes first, then the text without markers', () => {
    const content = sample('Web Application Testing Skill');
    expect(detectFormat(content)).toBe('markdown');
    expect(previewText(content)).toMatch(
      /^A toolkit for interacting with and testing local web applications using Playwright\. Web Application Testing\. This skill enables/,
    );
  });

  it('a prompt wrapped in a code fence (````prompt) with front matter', () => {
    const content = sample('Mcp Create Adaptive Cards');
    expect(content.startsWith('````prompt')).toBe(true);
    const preview = previewText(content);
    expect(preview).toMatch(
      /^Add Adaptive Card response templates to MCP-based API plugins .* Copilot\. Create Adaptive Cards for MCP Plugins\./,
    );
    expect(preview).not.toMatch(MARKUP);
  });

  it('HTML: text of the elements, without the style sheet', () => {
    const preview = previewText(sample('Create a detailed travel itinerary in HTML format'));
    expect(preview).toMatch(/^Travel Itinerary: Nanjing to Changchun/);
    expect(preview).not.toContain('font-family');
    expect(preview).not.toMatch(/[<>]/);
  });

  it('plain text stays as it is, and text that only starts with a bracket is not JSON', () => {
    const linux = sample('Linux Terminal');
    expect(detectFormat(linux)).toBe('text');
    expect(previewText(linux)).toBe(Array.from(linux.replace(/\s+/g, ' ')).slice(0, PREVIEW_MAX).join('').trimEnd());
    expect(detectFormat(sample('AI Trying to Escape the Box'))).toBe('text');
  });

  it('never returns more than 200 code points, and never splits an emoji', () => {
    for (const s of samples as { content: string }[])
      expect(Array.from(previewText(s.content)).length).toBeLessThanOrEqual(PREVIEW_MAX);
    const emoji = '😀'.repeat(300);
    expect(previewText(emoji)).toBe('😀'.repeat(PREVIEW_MAX));
  });
});

describe('previewText edge cases', () => {
  it('code blocks are left out when there is other text, kept when there is nothing else', () => {
    expect(previewText('Explain this:\n```js\nconst x = 1;\n```\nThen refactor it.')).toBe(
      'Explain this: Then refactor it.',
    );
    expect(previewText('```\nSELECT 1;\n```')).toBe('SELECT 1;');
  });

  it('links, images, inline code and entities become their text; "a < b" stays', () => {
    expect(previewText('See [the docs](https://x.y) and ![a chart](c.png): use `npm test` when a < b &amp; c')).toBe(
      'See the docs and a chart: use npm test when a < b & c',
    );
  });

  it('prose with a label line is not YAML; lowercase key documents are', () => {
    expect(
      detectFormat('ROLE: Travel Planner\n\nINPUT:\n- Destination: ${city}\n- Dates: ${dates}\n- Budget: x'),
    ).not.toBe('yaml');
    expect(detectFormat('Context:\nThis prompt is used to write SQL.\nIt focuses on clarity.')).toBe('text');
    expect(detectFormat('name: x\nsteps:\n  - one\n  - two\nmodel: y')).toBe('yaml');
  });

  it('empty or blank text gives an empty preview', () => {
    expect(previewText('')).toBe('');
    expect(previewText('   \n ')).toBe('');
  });
});

describe('describeContent', () => {
  it('gives the stored columns: preview, format and length in code points', () => {
    expect(describeContent('{"role": "Tester 😀"}')).toEqual({
      preview: 'Tester 😀',
      format: 'json',
      contentLength: 20,
    });
    expect(codePointLength('a😀b')).toBe(3);
  });
});
