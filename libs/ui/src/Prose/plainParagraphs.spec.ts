import { describe, expect, it } from 'vitest';
import { plainParagraphs, plainText } from './plainParagraphs';

describe('plainParagraphs', () => {
  it('splits paragraphs and line breaks', () => {
    expect(plainParagraphs('<p>True to size.<br>Kept its shape.</p><p>Would buy again.</p>')).toEqual([
      ['True to size.', 'Kept its shape.'],
      ['Would buy again.'],
    ]);
  });

  it('gives escaped markup back as the text the customer typed, never as tags', () => {
    expect(plainParagraphs('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;quotes&#39; &#x22;</p>')).toEqual([
      ["<script>alert(1)</script> & 'quotes' \""],
    ]);
  });

  it('drops any tag that slipped through, keeping its text', () => {
    expect(plainParagraphs('<p><img src=x onerror=alert(1)>Nice <b>fit</b></p>')).toEqual([['Nice fit']]);
  });

  it('reads text without paragraphs, and nothing from empty ones', () => {
    expect(plainParagraphs('Plain text')).toEqual([['Plain text']]);
    expect(plainParagraphs('<p></p><p> <br> </p>')).toEqual([]);
  });
});

describe('plainText', () => {
  it('gives the text back as typed, for editing', () => {
    expect(plainText('<p>Line one<br>line two</p><p>&lt;b&gt; stays</p>')).toBe('Line one\nline two\n\n<b> stays');
  });
});
