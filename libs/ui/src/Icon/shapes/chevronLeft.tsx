import type { IconShape } from './shape';

export const chevronLeftIcon: IconShape = () => <path d="m15 6-6 6 6 6" />;
