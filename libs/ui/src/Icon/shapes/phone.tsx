import type { IconShape } from './shape';

export const phoneIcon: IconShape = () => (
  <path d="M5.2 3.5h3.1l1.6 4.2-2.1 1.4a11.3 11.3 0 0 0 7.1 7.1l1.4-2.1 4.2 1.6v3.1a1.6 1.6 0 0 1-1.7 1.6C10.7 19.9 4.1 13.3 3.6 5.2a1.6 1.6 0 0 1 1.6-1.7z" />
);
