import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { StarRatingInput } from './StarRatingInput';

const props = {
  legend: 'Your rating',
  name: 'rating',
  starLabel: (stars: number) => `${stars} stars`,
};

describe('StarRatingInput', () => {
  it('is a named group of radios, one per star, the chosen one checked', () => {
    const onChange = vi.fn();
    render(<StarRatingInput {...props} value={3} onChange={onChange} />, { wrapper: ShopThemeProvider });
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect((screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('ties its error to the group', () => {
    render(<StarRatingInput {...props} value={null} onChange={() => undefined} error="Choose a rating." />, {
      wrapper: ShopThemeProvider,
    });
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Choose a rating.');
  });
});
