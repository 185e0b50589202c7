/**
 * A small Markdown renderer for prompt text that builds React elements and never HTML:
 * raw HTML in a prompt is shown as text, and links keep only http(s) and mailto addresses
 * (docs/decisions/016-prompt-page.md). Loaded on demand (its own chunk).
 *
 * Covers what prompts use: headings, paragraphs (line breaks kept), lists, quotes, fenced
 * code, rules, and inline code, bold, italics and links. Tables stay in monospace as written.
 */
import type { ReactNode } from 'react';

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'code'; text: string }
  | { type: 'quote'; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: string[] }
  | { type: 'table'; text: string }
  | { type: 'rule' };

const FENCE = /^\s{0,3}(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const TABLE = /^\s*\|.*\|\s*$/;

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  // YAML front matter (agent and Copilot prompts open with one) stays as written.
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      blocks.push({ type: 'code', text: lines.slice(0, end + 1).join('\n') });
      i = end + 1;
    }
  }
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) body.push(lines[i++]!);
      i++; // the closing fence (or the end)
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length, text: heading[2]! });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    if (TABLE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && TABLE.test(lines[i]!)) body.push(lines[i++]!);
      blocks.push({ type: 'table', text: body.join('\n') });
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ type: 'quote', text: body.join('\n') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const marker = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const item = marker.exec(current);
        if (item) items.push(item[ordered ? 2 : 1]!);
        else if (current.trim() && /^\s{2,}\S/.test(current) && items.length)
          items[items.length - 1] += `\n${current.trim()}`;
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, start: ordered ? Number(numbered![1]) : 1, items });
      continue;
    }
    const body: string[] = [];
    while (i < lines.length) {
      const current = lines[i]!;
      if (
        !current.trim() ||
        FENCE.test(current) ||
        HEADING.test(current) ||
        RULE.test(current) ||
        QUOTE.test(current) ||
        BULLET.test(current) ||
        NUMBERED.test(current) ||
        TABLE.test(current)
      )
        break;
      body.push(current);
      i++;
    }
    blocks.push({ type: 'paragraph', text: body.join('\n') });
  }
  return blocks;
}

/** Addresses a link may point to; anything else (javascript:, data:, relative tricks) stays text. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

// Inline code, bold, italics, links [text](url) and <https://autolinks>, in that order of precedence.
const INLINE =
  /`([^`\n]+)`|\*\*([^*\n]+?)\*\*|__([^_\n]+?)__|\*([^*\s][^*\n]*?)\*|(?<![\w])_([^_\s][^_\n]*?)_(?![\w])|\[([^\]\n]+)\]\(([^)\s]+)\)|<(https?:\/\/[^>\s]+)>/g;

export type RenderText = (text: string, key: string) => ReactNode;

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

function renderInline(text: string, renderText: RenderText, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const key = `${keyPrefix}-${n++}`;
    if (match.index > last) out.push(renderText(text.slice(last, match.index), `${key}t`));
    const [raw, code, bold1, bold2, em1, em2, linkText, linkUrl, autolink] = match;
    if (code !== undefined)
      out.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {code}
        </code>,
      );
    else if (bold1 !== undefined || bold2 !== undefined)
      out.push(<strong key={key}>{renderInline(bold1 ?? bold2!, renderText, key)}</strong>);
    else if (em1 !== undefined || em2 !== undefined)
      out.push(<em key={key}>{renderInline(em1 ?? em2!, renderText, key)}</em>);
    else {
      const href = safeHref(linkUrl ?? autolink ?? '');
      const label = linkText ?? autolink ?? raw;
      out.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow ugc" className={linkClass}>
            {renderText(label, `${key}l`)}
          </a>
        ) : (
          renderText(raw, key)
        ),
      );
    }
    last = match.index + raw.length;
  }
  if (last < text.length) out.push(renderText(text.slice(last), `${keyPrefix}-end`));
  return out;
}

const HEADING_CLASS = [
  'text-xl font-bold',
  'text-lg font-bold',
  'text-base font-semibold',
  'text-base font-semibold',
  'text-sm font-semibold',
  'text-sm font-semibold',
];

type MarkdownViewProps = {
  source: string;
  /** Level of the heading the prompt text sits under: the prompt's own headings go below it. */
  headingLevel: number;
  /** How plain text runs are shown (variable highlighting); plain strings by default. */
  renderText?: RenderText;
};

export default function MarkdownView({ source, headingLevel, renderText = (text) => text }: MarkdownViewProps) {
  const blocks = parseBlocks(source);
  return (
    <div className="space-y-3 break-words">
      {blocks.map((block, index) => {
        const key = `b${index}`;
        switch (block.type) {
          case 'heading': {
            const level = Math.min(6, headingLevel + block.level);
            const Heading = `h${level}` as 'h3';
            return (
              <Heading key={key} className={HEADING_CLASS[block.level - 1]}>
                {renderInline(block.text, renderText, key)}
              </Heading>
            );
          }
          case 'paragraph':
            return (
              <p key={key} className="whitespace-pre-wrap">
                {renderInline(block.text, renderText, key)}
              </p>
            );
          case 'code':
          case 'table':
            return (
              <pre
                key={key}
                className="rounded-md bg-muted p-3 font-mono text-[0.8125rem] break-words whitespace-pre-wrap"
              >
                <code>{renderText(block.text, key)}</code>
              </pre>
            );
          case 'quote':
            return (
              <blockquote key={key} className="border-l-4 pl-3 whitespace-pre-wrap text-muted-foreground">
                {renderInline(block.text, renderText, key)}
              </blockquote>
            );
          case 'list': {
            const items = block.items.map((item, j) => (
              <li key={j} className="whitespace-pre-wrap">
                {renderInline(item, renderText, `${key}-${j}`)}
              </li>
            ));
            return block.ordered ? (
              <ol key={key} start={block.start} className="list-decimal space-y-1 pl-6">
                {items}
              </ol>
            ) : (
              <ul key={key} className="list-disc space-y-1 pl-6">
                {items}
              </ul>
            );
          }
          case 'rule':
            return <hr key={key} className="border-border" />;
        }
      })}
    </div>
  );
}
