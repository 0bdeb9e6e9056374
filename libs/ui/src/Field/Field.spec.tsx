import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Field } from './Field';

describe('Field', () => {
  it('names its control by the label and describes it by the hint', () => {
    render(
      <Field label="Gift message" hint="Printed on the card">
        {(control) => <input {...control} />}
      </Field>,
      { wrapper: ShopThemeProvider },
    );
    const input = screen.getByLabelText('Gift message');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Printed on the card',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the control invalid and announces the error', () => {
    render(
      <Field label="Gift message" error="Gift message is too long.">
        {(control) => <input {...control} />}
      </Field>,
      { wrapper: ShopThemeProvider },
    );
    const input = screen.getByLabelText('Gift message');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Gift message is too long.');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
