// Only the error page asks this, so it stays out of the first load.
import { MODULE_FETCH_FAILURE, isStylesheetPreloadError } from '@shop/ui';

/** A chunk of the build, script or stylesheet, that failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  return (error instanceof Error && MODULE_FETCH_FAILURE.test(error.message)) || isStylesheetPreloadError(error);
}
