import type { IconShape } from './shape';

export const chevronRightIcon: IconShape = () => <path d="m9 6 6 6-6 6" />;
