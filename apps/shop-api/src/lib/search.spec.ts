import { describe, expect, it } from 'vitest';
import { sanitizeSearchFragment } from './html';
import { highlightLink, matchScore, queryTokens, withinOneEdit } from './search';

const words = (text: string) => queryTokens(text);

describe('withinOneEdit', () => {
  it.each([
    ['coral', 'coral', true],
    ['corla', 'coral', true],
    ['swimsiut', 'swimsuit', true],
    ['куплаьник', 'купальник', true],
    ['rocal', 'coral', false],
    ['ocrla', 'coral', false],
    ['coal', 'coral', true],
    ['corral', 'coral', true],
    ['cotal', 'coral', true],
    ['cobalt', 'coral', false],
    ['', 'a', true],
    ['ab', 'ba', true],
    ['abc', 'bca', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('matchScore', () => {
  const name = words('Coral Wave one-piece coral navy black');

  it('ranks the exact word above a prefix and a prefix above a typo', () => {
    const exact = matchScore(words('coral'), name);
    const prefix = matchScore(words('cor'), name);
    const typo = matchScore(words('corall'), name);
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(typo);
    expect(typo).toBeGreaterThan(0);
  });

  it('needs every query word to match something', () => {
    expect(matchScore(words('coral wave'), name)).toBeGreaterThan(0);
    expect(matchScore(words('coral bikini'), name)).toBe(0);
    expect(matchScore(words(''), name)).toBe(0);
  });

  it('forgives no typo in short words', () => {
    expect(matchScore(words('wav'), name)).toBeGreaterThan(0);
    expect(matchScore(words('wafe'), name)).toBeGreaterThan(0);
    expect(matchScore(words('naby'), words('navy'))).toBeGreaterThan(0);
    expect(matchScore(words('nab'), words('navy'))).toBe(0);
  });

  it('forgives a typo in the beginning of a longer word from five letters on', () => {
    // "swim" is one edit from "saim", the start of Saimaa: a four-letter beginning is too loose.
    expect(matchScore(words('swim'), words('Saimaa Bandeau bikini'))).toBe(0);
    expect(matchScore(words('swim'), words('Slim fit trunks'))).toBeGreaterThan(0);
    expect(matchScore(words('swimsiut'), words('Swimsuits'))).toBeGreaterThan(0);
    expect(matchScore(words('bikimi'), words('Bikinis'))).toBeGreaterThan(0);
  });

  it('folds Cyrillic case and ё/е', () => {
    const russian = words('Слитный купальник Коралловый');
    expect(matchScore(words('КУПАЛЬНИК'), russian)).toBeGreaterThan(0);
    expect(matchScore(words('купальнек'), russian)).toBeGreaterThan(0);
    expect(matchScore(words('тёмно'), words('Темно-синий'))).toBeGreaterThan(0);
  });
});

describe('highlightLink', () => {
  it('marks the matched words and escapes everything else', () => {
    expect(highlightLink('/catalog/women', 'Coral <Wave>', words('cor'))).toBe(
      '<a href="/catalog/women"><mark>Coral</mark> &lt;Wave&gt;</a>',
    );
    expect(highlightLink('/x?a="1"', 'Плавки', words('плав'))).toBe(
      '<a href="/x?a=&quot;1&quot;"><mark>Плавки</mark></a>',
    );
  });

  it('keeps only a link to a path of the site, and the marks (the allowlist)', () => {
    // eslint-disable-next-line no-script-url -- the payload the allowlist must refuse
    expect(highlightLink('javascript:alert(1)', 'Coral', words('cor'))).toBe('<a><mark>Coral</mark></a>');
    expect(highlightLink('https://evil.example/', 'Coral', words('cor'))).toBe('<a><mark>Coral</mark></a>');
    expect(highlightLink('//evil.example/x', 'Coral', words('cor'))).toBe('<a><mark>Coral</mark></a>');
    expect(
      sanitizeSearchFragment(
        '<a href="/x" onclick="steal()" style="color:red"><mark class="m">Coral</mark><script>alert(1)</script><img src=x onerror=alert(1)></a>',
      ),
    ).toBe('<a href="/x"><mark>Coral</mark></a>');
  });
});
