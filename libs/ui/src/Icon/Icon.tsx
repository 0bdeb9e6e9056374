import type { SVGProps } from 'react';
import { IconSvg } from './Icon.styles';
import { iconPaths, type IconName } from './paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  name: IconName;
  /** Width and height in pixels; 24 by default. */
  size?: number;
}

/**
 * A decorative icon: hidden from assistive technology and painted in the text colour, so the
 * control around it carries the accessible name and the colour.
 */
export function Icon({ name, size = 24, ...rest }: IconProps) {
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
      data-icon={name}
      {...rest}
    >
      {iconPaths[name]}
    </IconSvg>
  );
}
