import type { ReactElement } from 'react';

/**
 * The shapes of each icon on a 24 × 24 grid, drawn as 1.75-wide round strokes in currentColor;
 * the few filled details set their own `fill`.
 */
export const iconPaths = {
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20.5 20.5-4.5-4.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20.5a8 8 0 0 1 16 0" />
    </>
  ),
  heart: <path d="M12 20s-7.6-4.6-9.2-9.4C1.7 7.3 3.9 4 7.3 4c2 0 3.5 1.1 4.7 2.8C13.2 5.1 14.7 4 16.7 4c3.4 0 5.6 3.3 4.5 6.6C19.6 15.4 12 20 12 20z" />,
  cart: (
    <>
      <path d="M2.5 3.5h2.6l2.5 11.3a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1l1.9-7.4H6" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17.5" cy="20" r="1.3" />
    </>
  ),
  menu: <path d="M3.5 6h17M3.5 12h17M3.5 18h17" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  trash: <path d="M4.5 6.5h15M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13M10.5 10v6M13.5 10v6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  phone: <path d="M5.2 3.5h3.1l1.6 4.2-2.1 1.4a11.3 11.3 0 0 0 7.1 7.1l1.4-2.1 4.2 1.6v3.1a1.6 1.6 0 0 1-1.7 1.6C10.7 19.9 4.1 13.3 3.6 5.2a1.6 1.6 0 0 1 1.6-1.7z" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3.5 20.5l1.3-4.3a8.5 8.5 0 1 1 3.1 3.1z" />
      <path d="M9 8.2c0 3.6 3.2 6.8 6.8 6.8l.9-1.7-2-1-1 .9a4.7 4.7 0 0 1-2.7-2.7l.9-1-1-2z" fill="currentColor" strokeWidth="1" />
    </>
  ),
  facebook: <path d="M14.5 21v-7.5h2.6l.4-3.2h-3V8.4c0-.9.3-1.6 1.6-1.6h1.6V4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.3H8.7v3.2h2.6V21" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="17.2" cy="6.8" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.2 4.8 2.8-4.8 2.8z" fill="currentColor" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.1-7-11.3a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.7" r="2.6" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconPaths;

export const iconNames = Object.keys(iconPaths) as IconName[];
