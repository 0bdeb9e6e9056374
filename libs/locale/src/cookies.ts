/**
 * One cookie of a `Cookie` header or of `document.cookie`, decoded; undefined when absent. The
 * storefront's server and browser and this library read cookies only through here. A few lines
 * rather than cookie-es's parser: this runs in every page's first load, and a browser's cookies
 * need no more (`name=value` pairs split on `;`, spaces and tabs trimmed, the first of a name wins).
 */
export function readCookieValue(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || trim(pair.slice(0, eq)) !== name) continue;
    return decode(trim(pair.slice(eq + 1)));
  }
  return undefined;
}

/** Spaces and tabs off both ends (what a `Cookie` header puts around its names and values). */
const trim = (text: string) => text.replace(/^[ \t]+|[ \t]+$/g, '');

/** %-decoded; a value that is not valid %-encoding comes back as sent. */
function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
