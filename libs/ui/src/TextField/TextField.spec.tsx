import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Password" hint="8 to 64 characters" type="password" />, { wrapper: ShopThemeProvider });
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '8 to 64 characters',
    );
  });

  it('marks the input invalid and announces the error', () => {
    render(<TextField label="E-mail" error="E-mail is not valid." />, { wrapper: ShopThemeProvider });
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('E-mail is not valid.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
