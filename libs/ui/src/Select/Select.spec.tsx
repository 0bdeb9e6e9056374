import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Select } from './Select';

describe('Select', () => {
  it('is a combobox named by its label that reports the choice', () => {
    const onChange = vi.fn();
    render(
      <Select label="Country" value="FI" onChange={(event) => onChange(event.target.value)}>
        <option value="FI">Finland</option>
        <option value="SE">Sweden</option>
      </Select>,
      { wrapper: ShopThemeProvider },
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'SE' } });
    expect(onChange).toHaveBeenCalledWith('SE');
  });

  it('marks the select invalid and announces the error', () => {
    render(
      <Select label="Pickup point" error="Choose a pickup point.">
        <option value="">Choose</option>
      </Select>,
      { wrapper: ShopThemeProvider },
    );
    const select = screen.getByRole('combobox', { name: 'Pickup point' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
