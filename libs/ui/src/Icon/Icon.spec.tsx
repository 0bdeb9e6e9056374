import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Icon } from './Icon';
import { iconNames } from './paths';

function renderIcon(ui: ReactElement) {
  return render(ui, { wrapper: ShopThemeProvider }).container.querySelector('svg');
}

describe('Icon', () => {
  it('is hidden from assistive technology and painted in currentColor', () => {
    const svg = renderIcon(<Icon name="search" />);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
  });

  it('is 24 pixels square unless given a size', () => {
    expect(renderIcon(<Icon name="cart" />)?.getAttribute('width')).toBe('24');
    const large = renderIcon(<Icon name="cart" size={40} />);
    expect(large?.getAttribute('width')).toBe('40');
    expect(large?.getAttribute('height')).toBe('40');
  });

  it.each(iconNames)('draws %s', (name) => {
    const svg = renderIcon(<Icon name={name} />);
    expect(svg?.children.length).toBeGreaterThan(0);
  });

  it('offers every icon the header, footer and cart need', () => {
    expect([...iconNames].sort()).toEqual(
      ['cart', 'chevron-down', 'chevron-left', 'chevron-right', 'close', 'facebook', 'globe', 'heart', 'instagram', 'mail', 'menu', 'minus', 'phone', 'pin', 'plus', 'search', 'trash', 'user', 'whatsapp', 'youtube'].sort(),
    );
  });
});
