import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('draws the rating in stars and names it in words', () => {
    render(<RatingStars rating={4} label="Rated 4 out of 5" />, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' }).textContent).toBe('★★★★☆');
  });

  it('keeps a rating out of range within the stars', () => {
    render(<RatingStars rating={7} label="Rated 7" />, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('img').textContent).toBe('★★★★★');
  });
});
