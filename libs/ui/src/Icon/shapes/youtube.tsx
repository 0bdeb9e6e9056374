import type { IconShape } from './shape';

export const youtubeIcon: IconShape = () => (
  <>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="m10 9.2 4.8 2.8-4.8 2.8z" fill="currentColor" />
  </>
);
