import type { IconShape } from './shape';

export const closeIcon: IconShape = () => <path d="M6 6l12 12M18 6 6 18" />;
