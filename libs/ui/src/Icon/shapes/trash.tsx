import type { IconShape } from './shape';

export const trashIcon: IconShape = () => (
  <path d="M4.5 6.5h15M9.5 6.5V4.5h5v2M6.5 6.5l1 13h9l1-13M10.5 10v6M13.5 10v6" />
);
