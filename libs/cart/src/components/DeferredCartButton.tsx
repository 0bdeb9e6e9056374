import { Suspense } from 'react';
// A subpath import (package.json `imports`): its condition gives the server build the button itself
// and the browser build a lazy one; a relative path cannot choose by build.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CartButton } from '#cart-button';

/**
 * The header's cart, hydrated once its code has arrived: the server's HTML (the link to the cart,
 * no count: the cart is read once hydrated anyway) stays as it is until then, so the link works
 * from the first paint and nothing moves. On a page drawn in the browser it shows once its code
 * is there.
 */
export function DeferredCartButton() {
  return (
    <Suspense fallback={null}>
      <CartButton />
    </Suspense>
  );
}
