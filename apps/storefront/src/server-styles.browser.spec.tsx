// @vitest-environment jsdom
import { vi, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, __PRIVATE__ } from 'styled-components';
import { adoptServerStyles, splitServerStyles } from './server-styles';

// Hoisted above the imports by Vitest: styled-components inserts its rules with insertRule, as in
// the production build, when this is set as it loads.
vi.hoisted(() => {
  process.env['SC_DISABLE_SPEEDY'] = 'false';
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const First = styled.p`
  color: red;
`;
const Box = styled.div<{ $wide?: boolean }>`
  margin: ${({ $wide }) => ($wide ? '2px' : '1px')};
`;
const Last = styled.span`
  color: blue;
  @media (min-width: 40em) {
    color: green;
  }
`;

const Late = styled.b`
  color: black;
  @media (max-width: 20em) {
    color: gray;
  }
`;

const page = (
  <>
    <First />
    <Box />
    <Last />
  </>
);

const ruleTexts = (element: HTMLStyleElement) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText);

describe('adoptServerStyles', () => {
  it('makes the server’s rules element styled-components’ sheet, and rules added later go to their group', async () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(page));
    document.head.innerHTML = splitServerStyles(sheet.getStyleTags());
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const server = document.querySelector<HTMLStyleElement>('style[data-styled-ssr]');
    if (!server) throw new Error('no element of the server’s rules');
    const before = ruleTexts(server);
    expect(before).toHaveLength(4);

    // What styled-components does when it loads in a page: it reads the markers' element.
    (__PRIVATE__.mainSheet as unknown as { rehydrate(): void }).rehydrate();
    adoptServerStyles(document);

    // One element left, the server's, now styled-components' own; its rules were not inserted again.
    expect([...document.querySelectorAll('style')]).toEqual([server]);
    expect(server.getAttribute('data-styled')).toBe('active');
    expect(ruleTexts(server)).toEqual(before);

    // Rendering the same components inserts nothing; a new variant of Box goes after Box's rule, before Last's.
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(page));
    expect(ruleTexts(server)).toEqual(before);
    await act(async () =>
      root.render(
        <>
          {page}
          <Box $wide />
        </>,
      ),
    );
    const after = ruleTexts(server);
    expect(after).toHaveLength(5);
    expect(after[2]).toMatch(/margin: 2px/);
    expect(after.slice(3)).toEqual(before.slice(2));

    // A media rule added later goes in as a style rule holding it (nestMediaRule), in its group.
    await act(async () =>
      root.render(
        <>
          {page}
          <Box $wide />
          <Late />
        </>,
      ),
    );
    const late = ruleTexts(server).slice(5);
    expect(late).toHaveLength(2);
    expect(late[0]).toMatch(/^\.\w+ \{\s*color: black;\s*\}$/);
    expect(late[1]).toMatch(/^\.\w+ \{\s*@media \(max-width: 20em\) \{\s*color: gray;\s*\}\s*\}$/);
    act(() => root.unmount());
  });
});
