import type { SVGProps } from 'react';
import { IconSvg } from './Icon.styles';
import type { IconShape } from './shapes';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** What to draw: one of the shapes (`cartIcon`, `searchIcon`…, in `shapes/`). */
  shape: IconShape;
  /** Width and height in pixels; 24 by default. */
  size?: number;
}

/**
 * A decorative icon: hidden from assistive technology and painted in the text colour, so the
 * control around it carries the accessible name and the colour.
 */
export function Icon({ shape, size = 24, ...rest }: IconProps) {
  return (
    <IconSvg
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
      {...rest}
    >
      {shape()}
    </IconSvg>
  );
}
