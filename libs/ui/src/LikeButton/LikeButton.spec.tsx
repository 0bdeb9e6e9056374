import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { LikeButton } from './LikeButton';

describe('LikeButton', () => {
  it('is a toggle named by its label, the count drawn but not read twice', () => {
    const onClick = vi.fn();
    render(<LikeButton label="Helpful: 3 likes" count={3} pressed onClick={onClick} />, { wrapper: ShopThemeProvider });
    const button = screen.getByRole('button', { name: 'Helpful: 3 likes', pressed: true });
    expect(button.textContent).toBe('3');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is a plain button without a pressed state for a guest', () => {
    render(<LikeButton label="Helpful" count={0} />, { wrapper: ShopThemeProvider });
    expect(screen.getByRole('button', { name: 'Helpful' }).hasAttribute('aria-pressed')).toBe(false);
  });
});
