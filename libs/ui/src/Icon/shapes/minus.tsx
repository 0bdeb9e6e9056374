import type { IconShape } from './shape';

export const minusIcon: IconShape = () => <path d="M5 12h14" />;
