const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references a sanitiser writes (`&amp;`, `&#39;`, `&#x27;`…). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Server HTML of paragraphs and line breaks (a review's `text_html`) as paragraphs of lines of
 * plain text. Rendered as React text (`PlainProse`), whatever the HTML holds is shown as text and
 * never parsed as markup: the server's allowlist is not the only guard.
 */
export function plainParagraphs(html: string): string[][] {
  return html
    .split(/<\/p\s*>/i)
    .map((paragraph) =>
      paragraph
        .split(/<br\s*\/?>/i)
        .map((line) => decodeEntities(line.replace(/<[^>]*>/g, '')).trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}

/** The same paragraphs as the text a person typed: lines joined by a line break, paragraphs by a blank line. */
export const plainText = (html: string): string =>
  plainParagraphs(html)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
