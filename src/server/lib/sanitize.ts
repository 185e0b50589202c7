/**
 * Ad panels are the only user-supplied HTML the site renders. Allowed: text formatting,
 * links (http, https, mailto only) and images (http, https only); no scripts, styles,
 * event handlers, iframes or forms.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 'p', 'br', 'span', 'div', 'ul', 'ol', 'li', 'img', 'h3', 'h4', 'small'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Ads open in a new tab without handing the page to the advertiser.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeAdHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
