import type { IconShape } from './shape';

export const menuIcon: IconShape = () => <path d="M3.5 6h17M3.5 12h17M3.5 18h17" />;
