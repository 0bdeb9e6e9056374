import sanitize from 'sanitize-html';

/**
 * The allowlist for HTML the API serves (content pages, product descriptions): structure and
 * emphasis, tables, links to http(s), mailto and tel, and relative links. No scripts, styles,
 * event handlers or embedded objects survive.
 */
const options: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not hand the new page a handle on ours.
    a: (tagName, attribs) => ({ tagName, attribs: attribs['target'] ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
