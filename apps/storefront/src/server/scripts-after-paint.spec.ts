import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint';

const STYLES = '<style>a{color:red}</style>';
const ENTRY = '<script type="module" async="" src="/assets/index-1.js" nonce="n"></script>';

describe('scriptsAfterPaint', () => {
  it('puts the styles before </head> and the entry with its preloads in a template the loader appends later', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="preload" href="/m.json" as="fetch"/>' +
      '<link rel="preload" href="/hero.avif" as="image"/></head><body><main>Page</main>' +
      `${ENTRY}<script>router data</script></body></html>`;
    const page = scriptsAfterPaint(html, STYLES, 'n0nce').join('');

    expect(page).toMatch(
      /^<html><head><link rel="preload" href="\/hero.avif" as="image"\/><style>a\{color:red\}<\/style><\/head><body><main>Page<\/main><template>/,
    );
    expect(page).toContain(
      `<template><link rel="modulepreload" href="/assets/a.js"/><link rel="preload" href="/m.json" as="fetch"/>${ENTRY}</template><script nonce="n0nce">`,
    );
    expect(page).toMatch(/<\/script><script>router data<\/script><\/body><\/html>$/);
  });

  it('defers each file once: not the entry’s own file, nor a second preload of the same file', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/index-1.js" fetchPriority="low"/>' +
      '<link rel="modulepreload" href="/assets/page.js" fetchPriority="low"/><link rel="modulepreload" href="/assets/tile.js"/>' +
      '<link rel="modulepreload" href="/assets/page.js"/></head><body>' +
      `${ENTRY}</body></html>`;
    const page = scriptsAfterPaint(html, STYLES, 'n0nce').join('');

    expect(page).toContain(
      '<template><link rel="modulepreload" href="/assets/page.js" fetchPriority="low"/>' +
        `<link rel="modulepreload" href="/assets/tile.js"/>${ENTRY}</template>`,
    );
    expect(page).not.toMatch(/<link[^>]*index-1/);
  });

  it('leaves a page without the entry (an error page) as it was, with its styles', () => {
    const html = '<html><head><title>Error</title></head><body>Failed</body></html>';
    expect(scriptsAfterPaint(html, STYLES, 'n0nce').join('')).toBe(
      `<html><head><title>Error</title>${STYLES}</head><body>Failed</body></html>`,
    );
  });

  it('returns markup without a head unchanged', () => {
    expect(scriptsAfterPaint('<p>Part</p>', STYLES, 'n0nce')).toEqual(['<p>Part</p>']);
  });
});
