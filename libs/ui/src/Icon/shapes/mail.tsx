import type { IconShape } from './shape';

export const mailIcon: IconShape = () => (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>
);
