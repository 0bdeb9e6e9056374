import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { pageStyleSheet } from './style-sheet';

const Global = createGlobalStyle`
  body { margin: 0; }
`;
const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;
const Static = styled.p`
  color: navy;
  &:hover {
    color: teal;
  }
`;
const Dynamic = styled.span<{ $size: number }>`
  font-size: ${({ $size }) => $size}px;
  animation: ${spin} 1s linear infinite;
  @media (min-width: 40rem) {
    padding: ${({ $size }) => $size / 2}px;
  }
`;

function Page({ sizes }: { sizes: number[] }) {
  return (
    <>
      <Global />
      <Static>text</Static>
      {sizes.map((size) => (
        <Dynamic key={size} $size={size}>
          {size}
        </Dynamic>
      ))}
    </>
  );
}

/** The page's markup and <style> tags as a sheet collects them. */
function render(sheet: ServerStyleSheet, sizes: number[]) {
  try {
    const html = renderToString(sheet.collectStyles(<Page sizes={sizes} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('pageStyleSheet', () => {
  it('collects what a fresh ServerStyleSheet collects, page after page, with rules formatted before', () => {
    for (const sizes of [[12, 16], [12, 16], [16, 20, 12], [12]]) {
      const expected = render(new ServerStyleSheet(), sizes);
      expect(render(pageStyleSheet(), sizes)).toEqual(expected);
    }
  });

  it("holds only the page's own rules, not those of pages before it", () => {
    render(pageStyleSheet(), [30, 40]);
    const { styles } = render(pageStyleSheet(), [12]);
    expect(styles).toContain('font-size:12px');
    expect(styles).not.toContain('font-size:30px');
    expect(styles).not.toContain('font-size:40px');
  });
});
