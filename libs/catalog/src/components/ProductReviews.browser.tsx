import { lazy } from 'react';

/**
 * The product's reviews as the browser build sees them (package.json `imports`,
 * `#product-reviews`): their code is fetched once the page runs, not with the first load. The
 * server build renders `ProductReviews.tsx` in place.
 */
export const ProductReviews = lazy(() =>
  import('./ProductReviews').then((module) => ({ default: module.ProductReviews })),
);
