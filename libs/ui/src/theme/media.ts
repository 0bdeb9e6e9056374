import { theme, type Breakpoint } from './theme';

/**
 * Media queries built from the breakpoint tokens, for use inside styled-components templates:
 * `${media.upTo('mobile')} { ... }` applies below 768 px, `${media.from('tablet')} { ... }`
 * from 900 px up. `upTo` stops a fraction of a pixel short so the two never overlap.
 */
export const media = {
  upTo(breakpoint: Breakpoint): string {
    return `@media (max-width: ${theme.breakpoints[breakpoint] - 0.02}px)`;
  },
  from(breakpoint: Breakpoint): string {
    return `@media (min-width: ${theme.breakpoints[breakpoint]}px)`;
  },
  between(from: Breakpoint, upTo: Breakpoint): string {
    return `@media (min-width: ${theme.breakpoints[from]}px) and (max-width: ${theme.breakpoints[upTo] - 0.02}px)`;
  },
};
