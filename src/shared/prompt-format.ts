/**
 * What a prompt's text is (plain text, Markdown, XML-like tags, JSON, YAML) and a readable
 * plain-text preview of it for cards. Pure functions, used by the server when a prompt is
 * written (the results are stored: decision 014) and available to the client.
 *
 * Both functions read only the start of the text (`PREVIEW_SCAN_LENGTH`): a preview never
 * needs more, and a 200,000-character prompt costs the same as a short one.
 */

export const PROMPT_FORMATS = ['text', 'markdown', 'xml', 'json', 'yaml'] as const;
export type PromptFormat = (typeof PROMPT_FORMATS)[number];

/** Formats a card labels with a badge (structured prompts), and the badge's text. */
export const FORMAT_BADGES: Partial<Record<PromptFormat, string>> = { json: 'JSON', yaml: 'YAML' };

/** How much of the text the functions read (UTF-16 code units). */
export const PREVIEW_SCAN_LENGTH = 6000;
/** The longest preview, in code points: enough for a card's 150-character cut and its ellipsis. */
export const PREVIEW_MAX = 200;

const VALUE_SEPARATOR = ' · ';

/** A leading code fence (```` ````prompt ````, ```` ```json ````) wrapping the whole prompt, and its closing fence. */
function unwrapFence(text: string): string {
  const m = /^(`{3,}|~{3,})[^\n`]*\n/.exec(text);
  if (!m) return text;
  const fence = m[1]!;
  let body = text.slice(m[0].length);
  const close = body.lastIndexOf(`\n${fence}`);
  if (close >= 0 && body.slice(close + 1 + fence.length).trim() === '') body = body.slice(0, close);
  return body;
}

/** Front matter: `---`, `key: value` lines, `---`, then the document. */
function splitFrontMatter(text: string): { meta: string; body: string } | null {
  const m = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!m || !/^[\w.-]+:/m.test(m[1]!)) return null;
  return { meta: m[1]!, body: text.slice(m[0].length) };
}

/** The `description:` of front matter, a `|` or `>` block included. */
function frontMatterDescription(meta: string): string {
  const lines = meta.split('\n');
  const at = lines.findIndex((l) => /^description:/.test(l));
  if (at < 0) return '';
  const value = lines[at]!.replace(/^description:\s*/, '').trim();
  if (value && !/^[|>][-+]?$/.test(value)) return value;
  const block: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!/^\s+\S/.test(line)) break;
    block.push(line.trim());
  }
  return block.join(' ');
}

const YAML_KEY_LINE = /^\s*(?:-\s+)?["']?[\w.-]+(?:[ \t][\w.-]+)*["']?:(?:\s|$)/;
const YAML_ITEM_LINE = /^\s*-\s+\S/;
const FIRST_KEY = /^["']?[a-z_][\w.-]*["']?:(?:\s|$)/;

function looksLikeJson(text: string): boolean {
  return /^(?:\{\s*(?:"|\})|\[\s*(?:\{|"|\[|\]))/.test(text);
}

function looksLikeYaml(text: string): boolean {
  const lines = text
    .replace(/^---[ \t]*\n/, '')
    .split('\n')
    .filter((l) => l.trim() !== '' && !/^\s*#/.test(l))
    .slice(0, 12);
  if (lines.length < 3 || !FIRST_KEY.test(lines[0]!)) return false;
  // Nested keys and list items, indented continuation lines: a document, not prose with a label.
  const structured = lines.filter((l) => YAML_KEY_LINE.test(l) || YAML_ITEM_LINE.test(l) || /^\s+\S/.test(l));
  const keys = lines.filter((l) => YAML_KEY_LINE.test(l)).length;
  return keys >= 3 && structured.length >= Math.ceil(lines.length * 0.8);
}

/**
 * The prompt's format, from its start: `json` (an object or array of values), `yaml` (a
 * document of `key: value` lines), `xml` (opens with a tag), `markdown` (headings, lists,
 * emphasis, front matter, fenced code), else `text`.
 */
export function detectFormat(content: string): PromptFormat {
  const text = unwrapFence(content.slice(0, PREVIEW_SCAN_LENGTH).replace(/\r\n?/g, '\n').trim()).trim();
  if (looksLikeJson(text)) return 'json';
  if (splitFrontMatter(text)) return 'markdown';
  if (looksLikeYaml(text)) return 'yaml';
  if (/^<(?:[A-Za-z][\w:.-]*|!DOCTYPE|!--)/i.test(text)) return 'xml';
  if (
    /^(?:#{1,6}\s+\S|\s*(?:[-*+]|\d+[.)])\s+\S|>\s|```|~~~)|\*\*[^*\n]+\*\*|__[^_\n]+__|\[[^\]\n]+\]\([^)\s]+\)/m.test(
      text,
    )
  )
    return 'markdown';
  return 'text';
}

const TYPE_NAMES = /^(?:string|number|integer|int|float|boolean|bool|array|object|null|true|false|undefined|any)\b/i;

/** A value worth showing: has letters, is not a type placeholder, a lone variable or a nested literal. */
function isReadableValue(value: string): boolean {
  const v = value.trim();
  if (!/\p{L}/u.test(v)) return false;
  if (TYPE_NAMES.test(v)) return false;
  if (/^(?:\$\{[^}]*\}|\{\{[^}]*\}\})$/.test(v)) return false;
  if (/^[[{]/.test(v)) return false;
  if (/^(?:https?:\/\/|\/)\S*$/.test(v)) return false;
  return true;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
    return v.slice(1, -1).replace(/\\"/g, '"').replace(/''/g, "'");
  }
  return v;
}

/** String values (not keys) of a JSON text in order; works on a truncated text too. */
function* jsonValues(text: string): Generator<string> {
  const re = /"((?:[^"\\\n]|\\.)*)"(\s*:)?/g;
  for (const m of text.matchAll(re)) {
    if (m[2]) continue; // a key
    let value: string;
    try {
      value = JSON.parse(`"${m[1]}"`) as string;
    } catch {
      value = m[1]!;
    }
    yield value;
  }
}

/** Scalar values of YAML lines in order (`key: value`, `- value`, block text). */
function* yamlValues(text: string): Generator<string> {
  for (const raw of text.split('\n')) {
    let line = raw.trim();
    if (!line || line.startsWith('#') || line === '---' || line === '...') continue;
    line = line.replace(/^-\s+/, '');
    const kv = /^["']?[\w.-]+(?:[ \t][\w.-]+)*["']?:(?:\s+(.*))?$/.exec(line);
    if (kv) line = kv[1] ?? '';
    line = unquote(line);
    if (!line || /^[|>][-+]?$/.test(line)) continue;
    yield line;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Inline Markdown and HTML removed from one line. */
function stripInline(line: string): string {
  return (
    line
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // XML-like tags (`<role>`, `</instructions>`, `<br/>`, `<div class="x">`); "a < b" stays.
      .replace(/<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>/g, ' ')
      .replace(/<!DOCTYPE[^>]*>/gi, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/`+([^`]+)`+/g, '$1')
      .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/g, '$1')
      .replace(/__(?=\S)(.+?)(?<=\S)__/g, '$1')
      .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/~~(?=\S)([^~]*?\S)~~/g, '$1')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? '')
  );
}

const ENDS_SENTENCE = /[.!?:;,…。！？：；、)"'”’»]$/u;

/**
 * Markdown / XML-like text as plain sentences: one block after another, markers and tags
 * removed, code blocks and style/script elements left out. Stops once `enough` characters
 * are collected (a preview needs a couple of hundred). Empty when there is nothing but code.
 */
function plainText(text: string, enough: number): string {
  const parts: string[] = [];
  let length = 0;
  let paragraph = '';
  const flush = () => {
    const p = paragraph.trim();
    if (p) {
      parts.push(p);
      length += p.length + 2;
    }
    paragraph = '';
  };
  let fence: string | null = null;
  let skipElement: string | null = null;
  for (const raw of text.split('\n')) {
    if (length >= enough) break;
    const trimmed = raw.trim();
    const fenceMark = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      continue;
    }
    if (fenceMark) {
      flush();
      fence = fenceMark;
      continue;
    }
    if (skipElement) {
      if (trimmed.toLowerCase().includes(`</${skipElement}>`)) skipElement = null;
      continue;
    }
    const element = /<(style|script)\b[^>]*>/i.exec(trimmed);
    if (element && !new RegExp(`</${element[1]}>`, 'i').test(trimmed)) {
      skipElement = element[1]!.toLowerCase();
      continue;
    }
    // Rules, table separators and lines of symbols only (`|`, `>`, `────`) end a block.
    if (!/[\p{L}\p{N}]/u.test(trimmed) || /^\|?\s*:?-{3,}/.test(trimmed)) {
      flush();
      continue;
    }
    const block = /^(?:#{1,6}\s+|>\s?|(?:[-*+]|\d+[.)])\s+)/.test(trimmed);
    let line = trimmed
      .replace(/^#{1,6}\s+/, '')
      .replace(/^(?:>\s?)+/, '')
      .replace(/^(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
      .replace(/\s#+$/, '');
    if (line.includes('|')) line = line.replace(/^\||\|$/g, '').replace(/\s*\|\s*/g, ' · ');
    line = stripInline(line).replace(/\s+/g, ' ').trim();
    if (!line) {
      flush();
      continue;
    }
    if (block) flush();
    paragraph += ` ${line}`;
    if (block) flush();
  }
  flush();
  // A heading or list item before more text ends as a sentence; the last block stays as written.
  return parts.map((p, i) => (i < parts.length - 1 && !ENDS_SENTENCE.test(p) ? `${p}.` : p)).join(' ');
}

/** Readable values joined by " · ", up to about `max` characters. */
function firstValues(values: Iterable<string>, max: number): string {
  const out: string[] = [];
  let length = 0;
  for (const value of values) {
    if (!isReadableValue(value)) continue;
    const v = value.trim().replace(/\s+/g, ' ');
    out.push(v);
    length += v.length + VALUE_SEPARATOR.length;
    if (length >= max) break;
  }
  return out.join(VALUE_SEPARATOR);
}

function cut(text: string, max: number): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  const points = Array.from(collapsed);
  return points.length <= max ? collapsed : points.slice(0, max).join('').trimEnd();
}

/**
 * A plain-text preview of a prompt (at most `max` code points): Markdown markers, XML-like
 * tags and code fences removed; for JSON and YAML, their first readable values joined by " · ";
 * for Markdown with front matter, its description before the text.
 */
export function previewText(content: string, max: number = PREVIEW_MAX): string {
  const text = unwrapFence(content.slice(0, PREVIEW_SCAN_LENGTH).replace(/\r\n?/g, '\n').trim()).trim();
  const format = detectFormat(content);
  let preview: string;
  if (format === 'json') {
    preview = firstValues(jsonValues(text), max);
  } else if (format === 'yaml') {
    preview = firstValues(yamlValues(text), max);
  } else {
    const front = splitFrontMatter(text);
    if (front) {
      let lead = unquote(frontMatterDescription(front.meta)).trim();
      if (lead && !ENDS_SENTENCE.test(lead)) lead += '.';
      preview = [lead, plainText(front.body, max * 2)].filter(Boolean).join(' ');
    } else {
      preview = plainText(text, max * 2);
    }
  }
  if (!preview.trim()) preview = stripInline(text.slice(0, max * 4));
  return cut(preview, max);
}

/** Preview, format and length (in code points) of a prompt's text: the columns stored with it. */
export function describeContent(content: string): { preview: string; format: PromptFormat; contentLength: number } {
  return { preview: previewText(content), format: detectFormat(content), contentLength: codePointLength(content) };
}

/** Length in code points, as PostgreSQL's char_length counts it. */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
