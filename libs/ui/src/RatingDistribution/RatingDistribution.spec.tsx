import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { RatingDistribution } from './RatingDistribution';

describe('RatingDistribution', () => {
  it('is a named list whose rows read as their sentences', () => {
    render(
      <RatingDistribution
        label="Reviews per rating"
        rows={[
          { stars: 5, count: 3, label: '5 stars: 3 reviews' },
          { stars: 4, count: 1, label: '4 stars: 1 review' },
        ]}
      />,
      { wrapper: ShopThemeProvider },
    );
    const list = screen.getByRole('list', { name: 'Reviews per rating' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['5 stars: 3 reviews5 ★3 · 75%', '4 stars: 1 review4 ★1 · 25%']);
    // Only the sentence is outside aria-hidden.
    for (const row of rows)
      expect([...row.children].filter((child) => child.getAttribute('aria-hidden') !== 'true')).toHaveLength(1);
  });
});
