// Build config shared by the workspace's Vite configs: a root file, not a project, hence the path.
import { webLibraryConfig } from '../../vite.lib.ts';

export default webLibraryConfig(import.meta.dirname, 'ui');
