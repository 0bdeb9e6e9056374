import type { IconShape } from './shape';

export const searchIcon: IconShape = () => (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20.5 20.5-4.5-4.5" />
  </>
);
