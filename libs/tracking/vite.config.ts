import { webLibraryConfig } from '../../vite.lib.ts';

export default webLibraryConfig(import.meta.dirname, 'tracking');
