import type { IconShape } from './shape';

export const pinIcon: IconShape = () => (
  <>
    <path d="M12 21s-7-6.1-7-11.3a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
    <circle cx="12" cy="9.7" r="2.6" />
  </>
);
