import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a text box named by its label and described by its hint', () => {
    render(<TextArea label="Note" hint="Up to 1000 characters" />, { wrapper: ShopThemeProvider });
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Up to 1000 characters',
    );
  });

  it('marks the text area invalid and announces the error', () => {
    render(<TextArea label="Note" error="Note is too long." />, { wrapper: ShopThemeProvider });
    const textarea = screen.getByRole('textbox', { name: 'Note' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Note is too long.');
  });
});
