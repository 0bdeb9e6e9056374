import { describe, expect, it } from 'vitest';
import { nestMediaRule, splitServerStyles } from './server-styles';

const END = '/*!sc*/\n';
const tags =
  `<style data-styled="true" data-styled-version="6.6.0">` +
  `.a{color:red;}${END}data-styled.g1[id="sc-a"]{content:"a,"}${END}` +
  `.b{margin:0;}${END}@media (min-width:40em){.b{margin:1rem;}}${END}data-styled.g4[id="sc-b"]{content:"b,"}${END}` +
  `</style>`;

describe('splitServerStyles', () => {
  it('gives styled-components the markers alone and keeps the rules in an element it does not read, with each group’s count', () => {
    expect(splitServerStyles(tags)).toBe(
      `<style data-styled="true" data-styled-version="6.6.0" media="not all">` +
        `data-styled.g1[id="sc-a"]{content:"a,"}${END}data-styled.g4[id="sc-b"]{content:"b,"}${END}</style>` +
        `<style data-styled-version="6.6.0" data-styled-ssr="1:1,4:2">` +
        `.a{color:red;}${END}.b{margin:0;}${END}@media (min-width:40em){.b{margin:1rem;}}${END}</style>`,
    );
  });

  it('keeps a nonce on both elements', () => {
    const split = splitServerStyles(tags.replace('<style ', '<style nonce="n0nce" '));
    expect(split.match(/<style nonce="n0nce" /g)).toHaveLength(2);
  });

  it('leaves what it cannot read as it was: no styles, or rules after the last marker', () => {
    expect(splitServerStyles('')).toBe('');
    const trailing = tags.replace('</style>', `.c{color:blue;}${END}</style>`);
    expect(splitServerStyles(trailing)).toBe(trailing);
  });
});

describe('nestMediaRule', () => {
  it('writes a media rule holding one style rule as that style rule holding the media rule', () => {
    expect(nestMediaRule('@media (max-width: 899.98px){.kTodCf{flex-direction:column;gap:0.75rem;}}')).toBe(
      '.kTodCf{@media (max-width: 899.98px){flex-direction:column;gap:0.75rem;}}',
    );
    expect(nestMediaRule('@media (min-width: 40em){.a:hover:not(:disabled) svg{fill:#fff;}}')).toBe(
      '.a:hover:not(:disabled) svg{@media (min-width: 40em){fill:#fff;}}',
    );
  });

  it('leaves every other rule as it was', () => {
    for (const rule of [
      '.a{color:red;}',
      '@media (min-width: 40em){.a{color:red;}.a>span{color:blue;}}',
      '@media (min-width: 40em){.a,.b span{color:red;}}',
      '@media (min-width: 40em){.a::before{content:"";}}',
      '@media (min-width: 40em){.a:after{content:"";}}',
      '@keyframes spin{to{transform:rotate(1turn);}}',
      '@supports (display:grid){.a{display:grid;}}',
    ])
      expect(nestMediaRule(rule)).toBe(rule);
  });
});
