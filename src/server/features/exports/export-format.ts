/**
 * How a prompt is written out (docs/decisions/028-exports-and-feeds.md): one prompt as Markdown
 * with YAML front matter or as JSON; every public prompt as a CSV row in the import's own format
 * (title,content,category,tags; tags joined with `;`, decision 009) or as one NDJSON line.
 */
import { sourceOf } from '../../../shared/seed-sources';

/** The columns of an exported prompt (one keyset page row, or the prompt page's prompt). */
export type ExportedPrompt = {
  id: number;
  title: string;
  content: string;
  instructions: string | null;
  category: string;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  source: string | null;
};

/** The licenses of the seeded collections (seed/licenses/, NOTICE); members' prompts carry none. */
const SOURCE_LICENSES: Readonly<Record<string, string>> = {
  'awesome-chatgpt-prompts': 'CC0-1.0',
  fabric: 'MIT',
  'useful-ai-prompts': 'MIT',
  'awesome-copilot': 'MIT',
};

export const promptUrl = (baseUrl: string, id: number) => `${baseUrl}/prompt/${id}`;

/** Who the prompt is credited to: its member, its seed collection, or Anonymous. */
export function authorOf(p: Pick<ExportedPrompt, 'authorName' | 'source'>): string {
  return p.authorName ?? sourceOf(p.source)?.name ?? 'Anonymous';
}

export const licenseOf = (p: Pick<ExportedPrompt, 'source'>): string | null =>
  (p.source && SOURCE_LICENSES[p.source]) || null;

/** A file name from the title: lowercase ASCII words joined by `-`, at most 60 characters. */
export function slugOf(title: string, id: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `${slug}-${id}` : `prompt-${id}`;
}

/** The JSON document of one prompt (also one NDJSON line of the full export). */
export function promptJson(p: ExportedPrompt, baseUrl: string) {
  return {
    id: p.id,
    url: promptUrl(baseUrl, p.id),
    title: p.title,
    content: p.content,
    instructions: p.instructions,
    category: p.category,
    tags: p.tags,
    author: authorOf(p),
    license: licenseOf(p),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * A YAML scalar: JSON's double-quoted string is valid YAML (YAML 1.2 is a superset of JSON), so
 * no title (`: `, `#`, quotes, a leading `-`, line breaks) can break the front matter.
 */
const yamlString = (s: string) => JSON.stringify(s);

/** One prompt as Markdown: YAML front matter (instructions too, when it has some), then the text as stored. */
export function promptMarkdown(p: ExportedPrompt, baseUrl: string): string {
  const license = licenseOf(p);
  const front = [
    '---',
    `title: ${yamlString(p.title)}`,
    `id: ${p.id}`,
    `url: ${yamlString(promptUrl(baseUrl, p.id))}`,
    `author: ${yamlString(authorOf(p))}`,
    `category: ${yamlString(p.category)}`,
    `tags: [${p.tags.map(yamlString).join(', ')}]`,
    `created: ${yamlString(p.createdAt.toISOString())}`,
    `updated: ${yamlString(p.updatedAt.toISOString())}`,
    ...(license ? [`license: ${yamlString(license)}`] : []),
    ...(p.instructions?.trim() ? [`instructions: ${yamlString(p.instructions.trim())}`] : []),
    '---',
  ];
  return `${front.join('\n')}\n\n${p.content}${p.content.endsWith('\n') ? '' : '\n'}`;
}

/** The import's header (decision 009). */
export const CSV_HEADER = 'title,content,category,tags\r\n';

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * One CSV row the import reads back to the same prompt: the title, the content exactly as stored,
 * the category's id and the tags joined with `;`. Cells are not prefixed against spreadsheet
 * formulas (the skipped-rows file is): that would change the text on re-import.
 */
export function promptCsvRow(p: Pick<ExportedPrompt, 'title' | 'content' | 'category' | 'tags'>): string {
  return `${[p.title, p.content, p.category, p.tags.join(';')].map(csvField).join(',')}\r\n`;
}
