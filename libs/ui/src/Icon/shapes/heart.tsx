import type { IconShape } from './shape';

export const heartIcon: IconShape = () => (
  <path d="M12 20s-7.6-4.6-9.2-9.4C1.7 7.3 3.9 4 7.3 4c2 0 3.5 1.1 4.7 2.8C13.2 5.1 14.7 4 16.7 4c3.4 0 5.6 3.3 4.5 6.6C19.6 15.4 12 20 12 20z" />
);
