import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { WARM_UP_CACHE_SHARE, WARMED_RENDITIONS } from './constants';
import { mainImagePaths } from './repository';
import type { ImageOptimizer } from './service';

export interface WarmUpResult {
  rendered: number;
  /** Already in the cache. */
  kept: number;
  /** Stopped early: the cache reached WARM_UP_CACHE_SHARE of its cap, or the app is closing. */
  stopped: boolean;
  ms: number;
}

/**
 * Renders the main pictures' WARMED_RENDITIONS that the cache does not hold yet, one at a time (so
 * a visitor's render always finds a free slot), each rendition for every picture before the next:
 * a product card's first visitor then gets its picture without waiting for a resize. Stops when
 * `stopping()` says so or the cache is WARM_UP_CACHE_SHARE full.
 */
export async function warmMainImages(
  db: Kysely<Database>,
  optimizer: ImageOptimizer,
  stopping: () => boolean = () => false,
): Promise<WarmUpResult> {
  const started = performance.now();
  const result: WarmUpResult = { rendered: 0, kept: 0, stopped: false, ms: 0 };
  const paths = await mainImagePaths(db);
  warming: for (const rendition of WARMED_RENDITIONS) {
    for (const path of paths) {
      if (stopping()) {
        result.stopped = true;
        break warming;
      }
      const outcome = await optimizer.warm({ path, ...rendition }, WARM_UP_CACHE_SHARE);
      if (outcome === 'full') {
        result.stopped = true;
        break warming;
      }
      if (outcome === 'rendered') result.rendered += 1;
      else if (outcome === 'kept') result.kept += 1;
    }
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}
