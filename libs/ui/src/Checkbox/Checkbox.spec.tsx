import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label that reports a tick', () => {
    const onChange = vi.fn();
    render(<Checkbox label="A private house" onChange={(event) => onChange(event.target.checked)} />, {
      wrapper: ShopThemeProvider,
    });
    const checkbox = screen.getByRole('checkbox', { name: 'A private house' });
    fireEvent.click(checkbox);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
