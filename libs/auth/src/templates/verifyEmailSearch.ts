// Kept apart from the template, like resetPasswordSearch.ts: the route's first load stays small.

/** The verification link's search params: `?expires=…&signature=…`. */
export interface VerifyEmailSearch {
  expires?: number | undefined;
  signature?: string | undefined;
}

const SIGNATURE = /^[0-9a-f]{64}$/;

/** The typed search of `/verify-email/{id}/{hash}`; anything malformed is dropped (the page then says the link is wrong). */
export function parseVerifyEmailSearch(search: Record<string, unknown>): VerifyEmailSearch {
  const expires = Number(search['expires']);
  const signature = search['signature'];
  // Every key, a dropped one as undefined: the router lays this over the URL's own params, so a
  // key left out would keep the URL's malformed value.
  return {
    expires: Number.isInteger(expires) && expires > 0 && expires <= 9_999_999_999 ? expires : undefined,
    signature: typeof signature === 'string' && SIGNATURE.test(signature) ? signature : undefined,
  };
}
