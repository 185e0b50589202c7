/**
 * Ad panels are the only user-supplied HTML the site renders. Allowed: text formatting,
 * links (http, https, mailto only) and images (http, https only); no scripts, styles,
 * event handlers, iframes or forms.
 */
import sanitizeHtml from 'sanitize-html';
import { AD_ALLOWED_TAGS, AD_SAFE_HREF as SAFE_HREF, AD_SAFE_SRC as SAFE_SRC } from '../../shared/ad-html-rules';

function keepSafe(attribs: sanitizeHtml.Attributes, name: string, re: RegExp): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined || re.test(value.trim())) return attribs;
  const rest = { ...attribs };
  delete rest[name];
  return rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...AD_ALLOWED_TAGS],
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
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...keepSafe(attribs, 'href', SAFE_HREF), rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: keepSafe(attribs, 'src', SAFE_SRC) }),
  },
};

export function sanitizeAdHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
