const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * Folds text for matching: lower case, ё → е, Latin diacritics stripped (é → e, ä → a), anything
 * that is not a letter or digit collapsed to one space. й stays й: it is a letter of its own in
 * Russian, not и with a mark, and NFKD would otherwise split it.
 *
 * Done in application code because SQLite's lower() folds ASCII only; the stored search key and
 * the shopper's query go through the same function, so both databases match alike.
 */
export function foldText(text: string): string {
  return (
    text
      // A NUL of the text's own is a separator, never the placeholder for й below.
      .replaceAll('\u0000', ' ')
      .toLowerCase()
      .replaceAll('ё', 'е')
      .replaceAll('й', '\u0000')
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      .replaceAll('\u0000', 'й')
      .replace(SEPARATORS, ' ')
      .trim()
  );
}

/** The stored search key of a product: its folded name and colour names, each word once. */
export function searchKey(parts: readonly string[]): string {
  const words = new Set<string>();
  for (const part of parts) for (const word of foldText(part).split(' ')) if (word) words.add(word);
  return [...words].join(' ');
}
