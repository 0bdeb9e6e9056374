import { foldText } from './fold';
import { escapeHtml, sanitizeSearchFragment } from './html';

/**
 * Whether two words are at most one edit apart: insert, delete, substitute, or swap two letters
 * side by side (`swimsiut`, the commonest slip of the keyboard; Damerau's count).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < short.length && j < long.length) {
    if (short[i] === long[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (short.length === long.length && short[i] === long[j + 1] && short[i + 1] === long[j]) {
      i += 2;
      j += 2;
      continue;
    }
    if (short.length === long.length) i += 1;
    j += 1;
  }
  return edits + (long.length - j) + (short.length - i) <= 1;
}

/** The folded words of a query: lower case, ё → е, marks stripped, split on anything else. */
export function queryTokens(query: string): string[] {
  return foldText(query).split(' ').filter(Boolean);
}

/** Points per query word: the word itself, a word it begins, a word one typo away. */
const EXACT = 3;
const PREFIX = 2;
const FUZZY = 1;
/** Typos are forgiven from this many letters on: shorter words would match almost anything. */
const FUZZY_MIN_LENGTH = 4;
/**
 * A typo in the beginning of a longer word needs one letter more: four letters one edit from the
 * start of some word are everywhere ("swim" would find "Saimaa").
 */
const FUZZY_PREFIX_MIN_LENGTH = 5;

/** Whether a query word is one typo from a text word, or (when long enough) from its beginning. */
function typoOf(token: string, word: string): boolean {
  if (token.length < FUZZY_MIN_LENGTH) return false;
  return (
    withinOneEdit(token, word) ||
    (token.length >= FUZZY_PREFIX_MIN_LENGTH && withinOneEdit(token, word.slice(0, token.length)))
  );
}

/** What one text word earns one query word. */
function wordPoints(token: string, word: string): number {
  if (word === token) return EXACT;
  if (word.startsWith(token)) return PREFIX;
  return typoOf(token, word) ? FUZZY : 0;
}

/**
 * A scorer of texts for one query: how well a text (its folded words) answers it, 0 when any query
 * word finds nothing, else the sum of each query word's best points, plus one when the text starts
 * with the first query word. Exact and prefix matches therefore rank above typo matches. A
 * catalogue repeats its words (colours, garment types), so each word's points are worked out
 * once per query and looked up afterwards.
 */
export function createMatcher(tokens: readonly string[]): (words: readonly string[]) => number {
  const known = tokens.map(() => new Map<string, number>());
  const first = tokens[0] ?? '';
  return (words) => {
    if (tokens.length === 0) return 0;
    let score = 0;
    for (const [index, token] of tokens.entries()) {
      const memo = known[index] as Map<string, number>;
      let best = 0;
      for (const word of words) {
        let points = memo.get(word);
        if (points === undefined) memo.set(word, (points = wordPoints(token, word)));
        if (points > best) best = points;
        if (best === EXACT) break;
      }
      if (best === 0) return 0;
      score += best;
    }
    return score + ((words[0] ?? '').startsWith(first) ? 1 : 0);
  };
}

/** The score of one text for a query (see createMatcher; for many texts, create the matcher once). */
export function matchScore(tokens: readonly string[], words: readonly string[]): number {
  return createMatcher(tokens)(words);
}

/**
 * A link to `url` whose text is `title` with the words the query matched wrapped in `<mark>`.
 * Built from escaped text, then passed through the search fragment's allowlist
 * (`sanitizeSearchFragment`), so nothing but the link and the marks can reach the page.
 */
export function highlightLink(url: string, title: string, tokens: readonly string[]): string {
  const parts = title.split(/(\s+)/);
  const html = parts
    .map((part) => {
      const word = foldText(part);
      const hit = word !== '' && tokens.some((token) => word.startsWith(token) || typoOf(token, word));
      return hit ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
    })
    .join('');
  return sanitizeSearchFragment(`<a href="${escapeHtml(url)}">${html}</a>`);
}
