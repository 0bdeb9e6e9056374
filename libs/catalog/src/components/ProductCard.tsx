import type { ProductCardSummary } from '@shop/api';
import { AppLink, formatRating, useLocale } from '@shop/i18n';
import { VisuallyHidden, responsiveImage } from '@shop/ui';
import { useIntl } from 'react-intl';
import { WishListToggle } from '../wish-list/WishListToggle';
import { Price } from './Price';
import { Card, PART } from './ProductCard.styles';

/** Swatches shown on a card; the rest are counted. */
const MAX_SWATCHES = 5;

export interface ProductCardProps {
  product: ProductCardSummary;
  /** The first cards of a page load eagerly; the rest wait until they scroll near. */
  eager?: boolean;
  /** Called when the shopper opens the product from this tile (its picture or its name). */
  onSelect?: () => void;
}

/**
 * A product in a listing or strip: picture, badges, wish-list heart (for the variant the card
 * opens), name, price with discount, colours, rating.
 */
export function ProductCard({ product, eager = false, onSelect }: ProductCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const shown = product.colors.slice(0, MAX_SWATCHES);
  const hidden = product.colors.length - shown.length;
  return (
    <Card aria-labelledby={`product-${product.id}`}>
      <AppLink className={PART.imageLink} href={product.url} tabIndex={-1} aria-hidden="true" onClick={onSelect}>
        {product.image ? (
          <img
            className={PART.image}
            {...responsiveImage(product.image.url, 320)}
            alt=""
            width={320}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={PART.noImage} />
        )}
        {product.badges.length > 0 && (
          <ul className={PART.badges}>
            {product.badges.map((badge) => (
              <li key={badge} className={badge === 'sale' ? PART.saleBadge : PART.badge}>
                {badge === 'sale' && product.discount_percent
                  ? `−${product.discount_percent}%`
                  : intl.formatMessage({ id: `product.badge.${badge}` })}
              </li>
            ))}
          </ul>
        )}
      </AppLink>
      <div className={PART.wish}>
        <WishListToggle variantId={product.default_variant_id} productName={product.name} />
      </div>
      <h3 className={PART.name} id={`product-${product.id}`}>
        <AppLink href={product.url} onClick={onSelect}>
          {product.name}
        </AppLink>
      </h3>
      <Price price={product.calculatedPrice} />
      <div className={PART.meta}>
        <ul
          className={PART.swatches}
          aria-label={intl.formatMessage({ id: 'product.colors' }, { count: product.colors.length })}
        >
          {shown.map((color) => (
            <li key={color.id} className={PART.swatch} style={{ background: color.hex }} title={color.name} />
          ))}
        </ul>
        {hidden > 0 && <span>+{hidden}</span>}
        {product.rating !== null && (
          <span>
            ★ {formatRating(product.rating, locale)}{' '}
            <VisuallyHidden>
              {intl.formatMessage({ id: 'product.reviews' }, { count: product.reviews_count })}
            </VisuallyHidden>
            <span aria-hidden="true">({product.reviews_count})</span>
          </span>
        )}
        {!product.in_stock && <span>{intl.formatMessage({ id: 'product.soldOut' })}</span>}
      </div>
    </Card>
  );
}
