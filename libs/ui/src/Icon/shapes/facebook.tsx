import type { IconShape } from './shape';

export const facebookIcon: IconShape = () => (
  <path d="M14.5 21v-7.5h2.6l.4-3.2h-3V8.4c0-.9.3-1.6 1.6-1.6h1.6V4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.3H8.7v3.2h2.6V21" />
);
