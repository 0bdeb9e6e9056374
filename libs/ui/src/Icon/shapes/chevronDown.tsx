import type { IconShape } from './shape';

export const chevronDownIcon: IconShape = () => <path d="m6 9 6 6 6-6" />;
