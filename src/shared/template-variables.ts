/**
 * Template variables in prompt text: `${name}`, `${name:default}` and `{{name}}`.
 * Text that only looks like a variable (a lone `${`, `{{}}`, a name with a line break) stays
 * text. Everything here works on strings: values are never parsed as HTML.
 */

export type TextSegment = { kind: 'text'; text: string };
export type VariableSegment = { kind: 'variable'; name: string; defaultValue: string | null; raw: string };
export type Segment = TextSegment | VariableSegment;

export type TemplateVariable = { name: string; defaultValue: string | null };
export type VariableValues = Record<string, string>;

/** A name: a letter or `_` first, then letters, digits, spaces, `_`, `-` and `.` (up to 64). */
const NAME = String.raw`[\p{L}_][\p{L}\p{N}_ .\-]{0,63}`;
// `${name}` or `${name:default}` (a default without braces or line breaks), or `{{ name }}`.
const VARIABLE = new RegExp(String.raw`\$\{(${NAME})(?::([^{}\n\r]{0,200}))?\}|\{\{\s*(${NAME})\s*\}\}`, 'gu');

/** Splits text into plain text and variables, in order. */
export function parseTemplate(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    const name = (match[1] ?? match[3] ?? '').trim();
    if (!name) continue;
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    segments.push({ kind: 'variable', name, defaultValue: match[2] ?? null, raw: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** The distinct variables, in order of first appearance; the first default given wins. */
export function listVariables(segments: Segment[]): TemplateVariable[] {
  const byName = new Map<string, TemplateVariable>();
  for (const segment of segments) {
    if (segment.kind !== 'variable') continue;
    const known = byName.get(segment.name);
    if (!known) byName.set(segment.name, { name: segment.name, defaultValue: segment.defaultValue });
    else if (known.defaultValue === null && segment.defaultValue !== null) known.defaultValue = segment.defaultValue;
  }
  return [...byName.values()];
}

/** The value a variable takes: the user's value, else null (the placeholder stays). */
export function valueOf(values: VariableValues, name: string): string | null {
  const value = values[name];
  return value !== undefined && value !== '' ? value : null;
}

/** The text with each variable that has a value replaced by it (one pass: values are never re-read as variables). */
export function fillTemplate(segments: Segment[], values: VariableValues): string {
  let out = '';
  for (const segment of segments) {
    if (segment.kind === 'text') out += segment.text;
    else out += valueOf(values, segment.name) ?? segment.raw;
  }
  return out;
}

/** Defaults first, then values from the address (`?v.name=value`) for known variables. */
export function initialValues(variables: TemplateVariable[], search: string): VariableValues {
  const params = new URLSearchParams(search);
  const values: VariableValues = {};
  for (const variable of variables) {
    const fromUrl = params.get(`v.${variable.name}`);
    values[variable.name] = fromUrl ?? variable.defaultValue ?? '';
  }
  return values;
}

/** The `?v.name=value` query carrying the filled values (empty values left out). */
export function valuesQuery(values: VariableValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== '') params.set(`v.${name}`, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}
