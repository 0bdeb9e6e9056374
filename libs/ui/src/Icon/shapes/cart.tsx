import type { IconShape } from './shape';

export const cartIcon: IconShape = () => (
  <>
    <path d="M2.5 3.5h2.6l2.5 11.3a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1l1.9-7.4H6" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </>
);
