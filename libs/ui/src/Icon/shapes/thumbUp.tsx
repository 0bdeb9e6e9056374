import type { IconShape } from './shape';

export const thumbUpIcon: IconShape = () => (
  <>
    <path d="M7 10v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1h3z" />
    <path d="M7 10l4-7a2.2 2.2 0 0 1 2.9 2.6L13 9.5h5.6a2 2 0 0 1 2 2.4l-1.4 6.5A2 2 0 0 1 17.3 20H7" />
  </>
);
