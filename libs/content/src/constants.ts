/** Storefront paths of the content pages (spec, section 2), each backed by one API operation. */
export const CONTENT_PAGE_SLUGS = [
  'about-us',
  'contacts',
  'affiliate',
  'size-guide',
  'distribution',
  'delivery-and-returns',
  'terms-and-conditions',
  'privacy-policy',
  'cookies-policy',
  'payment-policy',
  'gpsr',
] as const;

export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** Whether a path segment names a content page. */
export const isContentPageSlug = (value: string): value is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
