import { redactUrl } from '@shop/locale';

/**
 * Search engines' and SEO tools' crawlers by their user agent token. Spec, section 2: "Errors from
 * bots: logged without the error page": a crawler gets the status and a bare page, not the shop.
 */
const CRAWLERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Googlebot', /\bGooglebot(?:-[A-Za-z]+)?\b|\bAdsBot-Google\b|\bGoogle-InspectionTool\b/],
  ['bingbot', /\bbingbot\b|\bBingPreview\b/i],
  ['YandexBot', /\bYandex[A-Za-z]*Bot\b|\bYandex(?:Images|Metrika|Mobile)\b/],
  ['DuckDuckBot', /\bDuckDuck(?:Go-Favicons-)?Bot\b/],
  ['Baiduspider', /\bBaiduspider\b/],
  ['facebookexternalhit', /\bfacebookexternalhit\b|\bmeta-externalagent\b/],
  ['AhrefsBot', /\bAhrefs(?:Bot|SiteAudit)\b/],
  ['SemrushBot', /\bSemrushBot\b/],
  ['Applebot', /\bApplebot\b/],
  ['PetalBot', /\bPetalBot\b/],
  ['MJ12bot', /\bMJ12bot\b/],
  ['DotBot', /\bDotBot\b/],
  ['Slurp', /\bYahoo! Slurp\b/],
  ['Twitterbot', /\bTwitterbot\b/],
];

/** The crawler a user agent names, or undefined for a person's browser. */
export function crawlerName(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  return CRAWLERS.find(([, pattern]) => pattern.test(userAgent))?.[0];
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * The answer to a crawler whose page is an error: one log line (URL, status, crawler) and the
 * status with a tiny static page: no app shell, no script, nothing to load, not to be indexed.
 */
export function crawlerErrorResponse(request: Request, status: number, crawler: string): Response {
  console.warn(`[storefront] ${status} for crawler ${crawler}: ${request.method} ${redactUrl(request.url)}`);
  const title = `${status} ${STATUS_TITLES[status] ?? 'Error'}`;
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title}</title><h1>${title}</h1></html>`,
    {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      },
    },
  );
}
