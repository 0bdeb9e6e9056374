import { ContentPageKey } from '@shop/api';

/** Storefront paths of the content pages (spec, section 2; the contract's `ContentPageKey`), each backed by one API operation. */
export const CONTENT_PAGE_SLUGS: readonly ContentPageKey[] = Object.values(ContentPageKey);

export type ContentPageSlug = ContentPageKey;

/** Whether a path segment names a content page. */
export const isContentPageSlug = (value: string): value is ContentPageSlug =>
  (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
