import { createIsomorphicFn } from '@tanstack/react-start';
import type { Seo } from '@shop/api';
import { LOCALES, localizePath, splitLocalePath } from '@shop/i18n';

/**
 * The shop's public origin for absolute canonical and hreflang links. Computed on the server
 * (PUBLIC_URL) and carried to the browser in the root loader's data, so both render the same.
 */
export const siteOrigin = createIsomorphicFn()
  .server(() => (process.env['PUBLIC_URL'] ?? `http://localhost:${process.env['PORT'] ?? 3000}`).replace(/\/$/, ''))
  .client(() => window.location.origin);

/** The public origin the root loader computed, for absolute URLs in the head. */
export function rootOrigin(matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>): string {
  const root = matches.find((match) => match.routeId === '__root__')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

/**
 * Title, description, canonical and hreflang alternates of a page from its `page.seo`. The URL
 * decides a page's language; hreflang links the en and ru versions of the same path.
 */
export function seoHead(seo: Seo | undefined, matches: ReadonlyArray<{ routeId: string; loaderData?: unknown }>) {
  if (!seo) return {};
  const { locale, path } = splitLocalePath(seo.canonical);
  const base = rootOrigin(matches);
  return {
    meta: [
      { title: seo.title },
      { name: 'description', content: seo.description },
      { property: 'og:title', content: seo.title },
      { property: 'og:description', content: seo.description },
      { property: 'og:locale', content: locale === 'ru' ? 'ru_RU' : 'en_GB' },
    ],
    links: [
      { rel: 'canonical', href: `${base}${seo.canonical}` },
      ...LOCALES.map((alternate) => ({
        rel: 'alternate',
        hrefLang: alternate,
        href: `${base}${localizePath(path, alternate)}`,
      })),
      { rel: 'alternate', hrefLang: 'x-default', href: `${base}${localizePath(path, 'en')}` },
    ],
  };
}

/** The head of a page of one shopper's own (cart, wish list): a title, and kept out of the index. */
export function privatePageHead(title: string) {
  return { meta: [{ title }, { name: 'robots', content: 'noindex, nofollow' }] };
}
