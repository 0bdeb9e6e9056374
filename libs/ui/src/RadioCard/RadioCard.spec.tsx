import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { RadioCard } from './RadioCard';

describe('RadioCard', () => {
  it('is a radio named by its title and description, chosen by a click on the card', () => {
    const onChange = vi.fn();
    render(
      <RadioCard
        name="delivery_id"
        value="1"
        title="Posti"
        description="2 to 4 days"
        aside="€7.90"
        checked={false}
        onChange={onChange}
      />,
      { wrapper: ShopThemeProvider },
    );
    const radio = screen.getByRole('radio', { name: /^Posti/ });
    expect(radio.closest('label')?.textContent).toBe('Posti2 to 4 days€7.90');
    fireEvent.click(screen.getByText('€7.90'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
