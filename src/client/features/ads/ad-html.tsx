/**
 * Ad HTML in the browser: the ad slots and the Ad Panels screen's live preview of a draft (the
 * list's text preview is ad-text.ts).
 *
 * The server sanitizes ad HTML when it stores it and again when it serves it
 * (src/server/lib/sanitize.ts). The browser sanitizes once more when it renders: the HTML is
 * parsed inertly (DOMParser: no scripts run, nothing loads) and only what the shared allowlist
 * (src/shared/ad-html-rules.ts) keeps is rebuilt as React elements. No markup string is ever
 * injected into the page.
 */
import { Fragment, type ReactNode } from 'react';
import { AD_ALLOWED_TAGS, AD_SAFE_HREF as SAFE_HREF, AD_SAFE_SRC as SAFE_SRC } from '../../../shared/ad-html-rules';

const ALLOWED_TAGS: ReadonlySet<string> = new Set(AD_ALLOWED_TAGS);
/** Dropped with everything inside them (the server drops the first five the same way). */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
]);
export const MAX_DEPTH = 100;

export function parseBody(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').body;
}

function safeAttribute(element: Element, name: string, rule?: RegExp): string | undefined {
  const value = element.getAttribute(name);
  if (value === null) return undefined;
  if (rule && !rule.test(value.trim())) return undefined;
  return value;
}

function toReact(node: Node, key: number, depth: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE || depth > MAX_DEPTH) return null;
  const element = node as Element;
  const tag = element.localName;
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, i) => toReact(child, i, depth + 1));
  // Like the server ("discard" mode): a tag that is not allowed goes, its content stays.
  if (!ALLOWED_TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;

  const className = safeAttribute(element, 'class');
  switch (tag) {
    case 'br':
      return <br key={key} />;
    case 'img': {
      const src = safeAttribute(element, 'src', SAFE_SRC);
      if (!src) return null;
      return (
        <img
          key={key}
          src={src}
          alt={safeAttribute(element, 'alt') ?? ''}
          width={safeAttribute(element, 'width')}
          height={safeAttribute(element, 'height')}
          className={className}
        />
      );
    }
    case 'a':
      return (
        <a
          key={key}
          href={safeAttribute(element, 'href', SAFE_HREF)}
          title={safeAttribute(element, 'title')}
          className={className}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {children}
        </a>
      );
    default: {
      const Tag = tag as 'span';
      return (
        <Tag key={key} className={className}>
          {children}
        </Tag>
      );
    }
  }
}

/** Ad HTML as the allowlisted React elements (see the file comment). */
export function SanitizedAdHtml({ html, className }: { html: string; className?: string }) {
  const body = parseBody(html);
  return <div className={className}>{Array.from(body.childNodes, (child, i) => toReact(child, i, 0))}</div>;
}
