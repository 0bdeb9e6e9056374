import type { IconShape } from './shape';

export const whatsappIcon: IconShape = () => (
  <>
    <path d="M3.5 20.5l1.3-4.3a8.5 8.5 0 1 1 3.1 3.1z" />
    <path
      d="M9 8.2c0 3.6 3.2 6.8 6.8 6.8l.9-1.7-2-1-1 .9a4.7 4.7 0 0 1-2.7-2.7l.9-1-1-2z"
      fill="currentColor"
      strokeWidth="1"
    />
  </>
);
