import type { IconShape } from './shape';

export const userIcon: IconShape = () => (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20.5a8 8 0 0 1 16 0" />
  </>
);
