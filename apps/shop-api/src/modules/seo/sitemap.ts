import { LOCALES, localizePath, type Locale } from '@shop/locale';

/** One indexable page, without its language: listed once per language, with alternates. */
export interface SitemapPage {
  /** Locale-neutral storefront path, e.g. `/catalog/women/swimsuits`. */
  path: string;
  /** Epoch milliseconds of the page's last change. */
  lastmod: number;
  /** The page's main picture, a path on the shop's origin (`/_img/…`). */
  image?: string | undefined;
}

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB uncompressed. */
export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 52_428_800 };

/** Which language is listed as `x-default`: the unprefixed one, whose root chooses by visitor. */
const X_DEFAULT_LOCALE: Locale = LOCALES.find((locale) => localizePath('/', locale) === '/') ?? LOCALES[0];

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">';
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
const INDEX_CLOSE = '</sitemapindex>\n';
/** Bytes of a urlset's envelope, counted against each part's size limit. */
const ENVELOPE_BYTES = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
/** URLs rendered per chunk a streamed part writes. */
const CHUNK_URLS = 200;

export function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}

const lastmodOf = (epochMs: number) => new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The `<url>` of the `index`-th URL: page `index / languages`, in language `index % languages`. */
function renderUrl(pages: readonly SitemapPage[], origin: string, index: number): string {
  const page = pages[Math.floor(index / LOCALES.length)];
  const locale = LOCALES[index % LOCALES.length];
  if (!page || !locale) throw new RangeError(`No sitemap URL ${index}`);
  const href = (alt: Locale) => escapeXml(origin + localizePath(page.path, alt));
  const alternates = [...LOCALES.map((alt) => [alt, alt] as const), ['x-default', X_DEFAULT_LOCALE] as const]
    .map(([hreflang, alt]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(alt)}"/>`)
    .join('');
  const image = page.image ? `<image:image><image:loc>${escapeXml(origin + page.image)}</image:loc></image:image>` : '';
  return `<url><loc>${href(locale)}</loc><lastmod>${lastmodOf(page.lastmod)}</lastmod>${alternates}${image}</url>`;
}

/** A run of URLs, `[start, end)`, that fits one file. */
export interface SitemapPart {
  start: number;
  end: number;
}

/**
 * Cuts the URLs of these pages (each page once per language) into parts within the limits. One
 * part is the whole sitemap; more make `/sitemap.xml` an index. Each URL is rendered to be
 * measured and dropped, so memory stays at the pages, not the document.
 */
export function planSitemap(pages: readonly SitemapPage[], origin: string, limits = SITEMAP_LIMITS): SitemapPart[] {
  const total = pages.length * LOCALES.length;
  const parts: SitemapPart[] = [];
  let start = 0;
  let bytes = ENVELOPE_BYTES;
  for (let index = 0; index < total; index++) {
    const size = Buffer.byteLength(renderUrl(pages, origin, index));
    if (index > start && (index - start >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push({ start, end: index });
      start = index;
      bytes = ENVELOPE_BYTES;
    }
    bytes += size;
  }
  parts.push({ start, end: total });
  return parts;
}

/** A `urlset` of one part, in chunks of a few hundred URLs. */
export function* renderUrlset(pages: readonly SitemapPage[], origin: string, part: SitemapPart): Generator<string> {
  yield URLSET_OPEN;
  for (let chunk = part.start; chunk < part.end; chunk += CHUNK_URLS) {
    let text = '';
    for (let index = chunk; index < Math.min(part.end, chunk + CHUNK_URLS); index++)
      text += renderUrl(pages, origin, index);
    yield text;
  }
  yield URLSET_CLOSE;
}

/** The sitemap index of parts `/sitemaps/1.xml` … with each part's latest change. */
export function renderIndex(pages: readonly SitemapPage[], origin: string, parts: readonly SitemapPart[]): string {
  const entries = parts.map((part, index) => {
    let latest = 0;
    for (let url = part.start; url < part.end; url++)
      latest = Math.max(latest, pages[Math.floor(url / LOCALES.length)]?.lastmod ?? 0);
    return `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${index + 1}.xml`)}</loc><lastmod>${lastmodOf(latest)}</lastmod></sitemap>`;
  });
  return `${INDEX_OPEN}${entries.join('')}${INDEX_CLOSE}`;
}
