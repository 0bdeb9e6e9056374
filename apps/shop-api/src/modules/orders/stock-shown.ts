import { stockChangeShows } from '../changes/service';
import type { StockMove } from './repository';

/**
 * Adds the variant's product to `shown` when moving its stock by `delta` (negative: taken)
 * changed what its page shows (`stockChangeShows`), for the caller's change-log entry.
 */
export function noteStockShown(shown: Set<number> | undefined, move: StockMove | undefined, delta: number): void {
  if (shown && move && stockChangeShows(move.stock - delta, move.stock)) shown.add(move.product_id);
}
