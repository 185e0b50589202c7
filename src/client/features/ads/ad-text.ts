/**
 * The Ad Panels list's text preview of an ad (docs/product.md: "HTML preview text cut at 100
 * characters"): its HTML parsed inertly as in ad-html.tsx, only the text kept. Apart from
 * ad-html.tsx so that the pages showing ads do not carry it.
 */
import { AD_PREVIEW_LENGTH } from '../../../shared/constants';
import { truncateContent } from '../../lib/format';
import { DROPPED_WITH_CONTENT, MAX_DEPTH, parseBody } from './ad-html';

/** Elements that separate words in the text preview. */
const BREAKS = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'th']);

function collectText(node: Node, out: string[], depth: number): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push((node as Text).data);
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE || depth > MAX_DEPTH) return;
  const tag = (node as Element).localName;
  if (DROPPED_WITH_CONTENT.has(tag)) return;
  const isBreak = BREAKS.has(tag);
  if (isBreak) out.push(' ');
  node.childNodes.forEach((child) => collectText(child, out, depth + 1));
  if (isBreak) out.push(' ');
}

/** The ad's text without tags, whitespace collapsed. */
export function adPlainText(html: string): string {
  const out: string[] = [];
  parseBody(html).childNodes.forEach((child) => collectText(child, out, 0));
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** The list's preview: the ad's text cut at 100 characters (plus an ellipsis when cut). */
export function adPreviewText(html: string, max: number = AD_PREVIEW_LENGTH): string {
  return truncateContent(adPlainText(html), max);
}
