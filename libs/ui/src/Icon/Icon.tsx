import type { CSSProperties, SVGProps } from 'react';
import type { IconShape } from './shapes';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** What to draw: one of the shapes (`cartIcon`, `searchIcon`…, in `shapes/`). */
  shape: IconShape;
  /** Width and height in pixels; 24 by default. */
  size?: number;
}

/**
 * The icon's own three declarations, inline rather than a styled svg: a page draws dozens of
 * icons, and styled-components computes a styled element's CSS on every server render.
 */
const ICON_STYLE: CSSProperties = { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' };

/**
 * A decorative icon: hidden from assistive technology and painted in the text colour, so the
 * control around it carries the accessible name and the colour.
 */
export function Icon({ shape, size = 24, style, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={style ? { ...ICON_STYLE, ...style } : ICON_STYLE}
      {...rest}
    >
      {shape()}
    </svg>
  );
}
