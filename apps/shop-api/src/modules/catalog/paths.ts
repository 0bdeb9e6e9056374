import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound, validationFailed } from '../../http/problem';
import { isPathSegment } from '../../lib/site-path';
import { recordChange } from '../changes/service';
import { recordPathChanges } from '../redirects/service';
import { categoryPlaces, productSlugsIn, setCategoryPlace } from './repository';
import { ALL_PRODUCTS_URI } from './service';

/**
 * Renames a category (its last path segment, `uri`). The category, every category under it and
 * every product in them get new URLs (`/catalog/<path>`, `/catalog/<path>/<slug>`), so each old
 * URL gets a 301 to its new one in the same transaction: links and search results keep working.
 * This is the one place a category's path is written after the seed created it.
 */
export async function changeCategoryUri(db: Kysely<Database>, categoryId: number, uri: string): Promise<void> {
  if (!isPathSegment(uri) || uri === ALL_PRODUCTS_URI) throw validationFailed({ uri: ['validation.invalid'] });
  await db.transaction().execute(async (trx) => {
    const places = await categoryPlaces(trx);
    const category = places.find((place) => place.id === categoryId);
    if (!category) throw notFound('No such category.');
    const oldPath = category.path;
    const newPath = oldPath.includes('/') ? `${oldPath.slice(0, oldPath.lastIndexOf('/'))}/${uri}` : uri;
    if (newPath === oldPath) return;
    const moved = places.filter((place) => place.path === oldPath || place.path.startsWith(`${oldPath}/`));
    const newPathOf = (path: string) => newPath + path.slice(oldPath.length);
    for (const place of moved)
      await setCategoryPlace(trx, place.id, {
        ...(place.id === categoryId ? { uri } : {}),
        path: newPathOf(place.path),
      });
    const pathById = new Map(moved.map((place) => [place.id, place.path]));
    const products = await productSlugsIn(trx, [...pathById.keys()]);
    await recordPathChanges(trx, [
      ...moved.map((place) => ({ from: `/catalog/${place.path}`, to: `/catalog/${newPathOf(place.path)}` })),
      ...products.map((product) => {
        const path = `${pathById.get(product.category_id)}/${product.slug}`;
        return { from: `/catalog/${path}`, to: `/catalog/${newPathOf(path)}` };
      }),
    ]);
    // Every page naming these categories' or their products' URLs changes: menus, listings, cards.
    for (const place of moved) await recordChange(trx, 'category', place.id);
  });
}
