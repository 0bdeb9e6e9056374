import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ShopThemeProvider } from '../theme';
import { Icon } from './Icon';
import * as shapes from './shapes';

function renderIcon(ui: ReactElement) {
  return render(ui, { wrapper: ShopThemeProvider }).container.querySelector('svg');
}

describe('Icon', () => {
  it('is hidden from assistive technology and painted in currentColor', () => {
    const svg = renderIcon(<Icon shape={shapes.searchIcon} />);
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.style.display).toBe('inline-block');
    expect(svg?.style.verticalAlign).toBe('middle');
  });

  it('keeps its own style beside a style it is given', () => {
    const svg = renderIcon(<Icon shape={shapes.searchIcon} style={{ color: 'red' }} />);
    expect(svg?.style.color).toBe('red');
    expect(svg?.style.flexShrink).toBe('0');
  });

  it('is 24 pixels square unless given a size', () => {
    expect(renderIcon(<Icon shape={shapes.cartIcon} />)?.getAttribute('width')).toBe('24');
    const large = renderIcon(<Icon shape={shapes.cartIcon} size={40} />);
    expect(large?.getAttribute('width')).toBe('40');
    expect(large?.getAttribute('height')).toBe('40');
  });

  it.each(Object.entries(shapes))('draws %s', (_name, shape) => {
    const svg = renderIcon(<Icon shape={shape} />);
    expect(svg?.children.length).toBeGreaterThan(0);
  });

  it('offers every icon the header, footer, cart and reviews need', () => {
    expect(Object.keys(shapes).sort()).toEqual(
      [
        'cartIcon',
        'chevronDownIcon',
        'chevronLeftIcon',
        'chevronRightIcon',
        'closeIcon',
        'facebookIcon',
        'globeIcon',
        'heartIcon',
        'instagramIcon',
        'mailIcon',
        'menuIcon',
        'minusIcon',
        'phoneIcon',
        'pinIcon',
        'plusIcon',
        'searchIcon',
        'thumbUpIcon',
        'trashIcon',
        'userIcon',
        'whatsappIcon',
        'youtubeIcon',
      ].sort(),
    );
  });
});
