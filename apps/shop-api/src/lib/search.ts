import { foldText } from './fold';
import { escapeHtml } from './html';

/** Whether two words are at most one edit (insert, delete or substitute) apart. */
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

function tokenScore(token: string, words: readonly string[]): number {
  let best = 0;
  for (const word of words) {
    if (word === token) return EXACT;
    if (word.startsWith(token)) best = Math.max(best, PREFIX);
    else if (token.length >= FUZZY_MIN_LENGTH && (withinOneEdit(token, word) || withinOneEdit(token, word.slice(0, token.length)))) best = Math.max(best, FUZZY);
  }
  return best;
}

/**
 * How well a text (its folded words) answers the query: 0 when any query word finds nothing, else
 * the sum of the words' points, plus one when the text starts with the first query word. Exact and
 * prefix matches therefore rank above typo matches.
 */
export function matchScore(tokens: readonly string[], words: readonly string[]): number {
  if (tokens.length === 0) return 0;
  let score = 0;
  for (const token of tokens) {
    const points = tokenScore(token, words);
    if (points === 0) return 0;
    score += points;
  }
  const first = tokens[0] ?? '';
  return score + ((words[0] ?? '').startsWith(first) ? 1 : 0);
}

/**
 * A link to `url` whose text is `title` with the words the query matched wrapped in `<mark>`.
 * Built from escaped text, so nothing but the link and the marks can reach the page.
 */
export function highlightLink(url: string, title: string, tokens: readonly string[]): string {
  const parts = title.split(/(\s+)/);
  const html = parts
    .map((part) => {
      const word = foldText(part);
      const hit = word !== '' && tokens.some((token) => word.startsWith(token) || (token.length >= FUZZY_MIN_LENGTH && withinOneEdit(token, word.slice(0, token.length))));
      return hit ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
    })
    .join('');
  return `<a href="${escapeHtml(url)}">${html}</a>`;
}
