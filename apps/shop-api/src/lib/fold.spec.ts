import { describe, expect, it } from 'vitest';
import { foldText, searchKey } from './fold';

describe('foldText', () => {
  it('lower-cases and folds ё to е', () => {
    expect(foldText('Чёрный ЁЖ')).toBe('черный еж');
  });

  it('strips Latin diacritics but keeps й', () => {
    expect(foldText('Café Åland Mäkelä')).toBe('cafe aland makela');
    expect(foldText('Синий')).toBe('синий');
  });

  it('collapses punctuation and spaces', () => {
    expect(foldText('  Nordic—Wave, one-piece! ')).toBe('nordic wave one piece');
  });

  it('reads a NUL in the text as a separator, not as й', () => {
    expect(foldText('coral\u0000wave')).toBe('coral wave');
    expect(foldText('Синий\u0000')).toBe('синий');
  });
});

describe('searchKey', () => {
  it('joins the folded words of every part once', () => {
    expect(searchKey(['Aurora one-piece', 'Black', 'Чёрный', 'black'])).toBe('aurora one piece black черный');
  });
});
