import sanitize from 'sanitize-html';

/**
 * The allowlist for HTML the API serves (content pages, product descriptions): structure and
 * emphasis, tables, links to http(s), mailto and tel, and relative links. No scripts, styles,
 * event handlers or embedded objects survive.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'ul',
    'ol',
    'li',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'blockquote',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the new page a handle on ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs['target'] ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/**
 * The allowlist of a search result's fragment (`GET /api/v1/search/index`): a link to a path of
 * this site (a relative `href`: no scheme, not protocol-relative) and the marks on the matched
 * words. The fragments are built from escaped text already (`highlightLink`); this is the second
 * wall the contract names.
 */
const searchFragmentOptions: sanitize.IOptions = {
  allowedTags: ['a', 'mark'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: [],
  allowProtocolRelative: false,
};

export function sanitizeSearchFragment(html: string): string {
  return sanitize(html, searchFragmentOptions);
}

/** Text made safe to place in HTML: the five characters with a meaning there are escaped. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Plain text a person wrote (a review) as HTML: blank lines part paragraphs, single line breaks
 * become `<br>`, and everything else is escaped, so no markup of the author's survives.
 */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
