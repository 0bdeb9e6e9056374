/**
 * The design tokens of the shop. Every colour, size, breakpoint and duration the UI uses lives
 * here; components read them through the styled-components theme, never as literals.
 */

const colors = {
  /** Body text and headings: a near-black deep-water navy. */
  ink: '#0B2233',
  /** Secondary text (captions, hints); 6.4:1 on white. */
  muted: '#4A6275',
  background: '#FFFFFF',
  /** Sea-foam tint for cards, panels and hover fills. */
  surface: '#EEF6F9',
  /** Decorative dividers only: too faint to be the sole edge of a control. */
  border: '#C9DCE6',
  /** The edge of inputs and outlined controls: 3.8:1 on white (WCAG 1.4.11 asks for 3:1). */
  borderStrong: '#6C8799',
  /** Deep sea blue: 8.7:1 with white text. */
  primary: '#0A4F7A',
  primaryHover: '#073A5A',
  onPrimary: '#FFFFFF',
  /** Coral, for decoration and large shapes (the wave mark, highlights). */
  accent: '#E8604C',
  /** Coral dark enough to carry small white text (5.1:1), e.g. count badges. */
  accentStrong: '#C2412D',
  onAccent: '#FFFFFF',
  danger: '#B3261E',
  success: '#1E7A4C',
  /** The keyboard focus ring: 4.5:1 against white and the surface tint. */
  focus: '#0B7FAB',
  /** The focus ring on dark fills such as the primary blue. */
  focusInverse: '#FFD27A',
  /** Text on the dark ink fill of the footer: white, and a muted blue-grey at 8.9:1. */
  inverseText: '#FFFFFF',
  inverseMuted: '#B9CDD9',
  /** Dividers on the dark ink fill. */
  inverseBorder: 'rgba(255, 255, 255, 0.18)',
  /** The dimmed page behind a modal. */
  overlay: 'rgba(6, 24, 38, 0.55)',
};

const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
};

const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  heading:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  xxxl: '2rem',
  display: '2.75rem',
  /** The status number of an error page. */
  hero: 'clamp(4.5rem, 18vw, 8rem)',
};

const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
};

const lineHeights = {
  none: 1,
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
  relaxed: 1.7,
};

const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  pill: '999px',
  round: '50%',
};

const borderWidths = {
  hairline: '1px',
  thick: '2px',
  heavy: '3px',
  accent: '4px',
};

const shadows = {
  sm: '0 1px 2px rgba(11, 34, 51, 0.08)',
  md: '0 4px 16px rgba(11, 34, 51, 0.12)',
  lg: '0 16px 48px rgba(11, 34, 51, 0.24)',
};

const zIndex = {
  header: 100,
  menu: 200,
  /** A notice fixed over the bottom of the page (the cookie banner): above the page, below dialogs. */
  banner: 250,
  modal: 300,
  /** Above everything, so the skip link is visible the moment it takes focus. */
  skipLink: 400,
};

const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  /** One turn of the spinner. */
  spin: '800ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

/** Viewport widths in pixels where the layout changes (storefront spec, section 9). */
const breakpoints = {
  mobile: 768,
  tablet: 900,
  desktop: 1300,
};

const sizes = {
  /** The widest the page content gets: the desktop breakpoint. */
  container: `${breakpoints.desktop}px`,
  /** A comfortable reading width for long text. */
  readable: '45rem',
  /** Minimum heights of controls; md meets the 44 px touch target. */
  controlMd: '2.75rem',
  controlSm: '2.25rem',
  iconButton: '2.75rem',
  badge: '1.125rem',
  spinner: { sm: '1.25rem', md: '2rem', lg: '3rem' },
  modal: '34rem',
  /**
   * The least height of a page whose content arrives after hydration (the cart and the wish list
   * read the browser's storage): its loading and empty states both fit, so the footer does not
   * jump between them.
   */
  clientPage: '20rem',
  drawer: '24rem',
  /** A drawer holding two columns, such as the catalogue menu with its sub-categories. */
  drawerWide: '46rem',
  focusRing: '3px',
  focusOffset: '2px',
};

export const theme = {
  colors,
  space,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  borderWidths,
  shadows,
  zIndex,
  motion,
  breakpoints,
  sizes,
};

export type ShopTheme = typeof theme;
export type Breakpoint = keyof typeof breakpoints;
export type ColorToken = keyof typeof colors;
export type SpaceToken = keyof typeof space;
