import type { Breadcrumb, ProductCard } from '@shop/api';

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text cannot close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org BreadcrumbList of a page's trail, with absolute URLs. */
export function breadcrumbJsonLd(items: readonly Breadcrumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${origin}${item.url}`,
    })),
  };
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * schema.org Product of a card: one Offer per variant (price with discount, availability, its own
 * URL) and the rating when there are reviews.
 */
export function productJsonLd(product: ProductCard, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url: `${origin}${product.url}`,
    image: product.images.map((image) => `${origin}${image.url}`),
    description: plainText(product.description_html),
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.material ? { material: product.material } : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      sku: variant.sku,
      url: `${origin}${variant.product_url}`,
      price: variant.calculatedPrice.price_with_discount.toFixed(2),
      priceCurrency: variant.calculatedPrice.currency,
      availability: variant.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
    ...(product.rating.average !== null && product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}
