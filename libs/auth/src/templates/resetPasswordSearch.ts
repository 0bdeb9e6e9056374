// Kept apart from the template: the route's search validation is part of the first load, and
// importing it from the template's module would pull the forms and zod in with it.

/** The reset link's search params: `?token=…&email=…`. */
export interface ResetPasswordSearch {
  token?: string | undefined;
  email?: string | undefined;
}

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

/** The typed search of `/reset-password` (hand-written: zod stays out of the route's chunk). */
export function parseResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  const token = typeof search['token'] === 'string' && TOKEN.test(search['token']) ? search['token'] : undefined;
  const email = typeof search['email'] === 'string' && search['email'].length <= 254 ? search['email'] : undefined;
  // Every key, a dropped one as undefined: the router lays this over the URL's own params, so a
  // key left out would keep the URL's malformed value.
  return { token, email: email || undefined };
}
