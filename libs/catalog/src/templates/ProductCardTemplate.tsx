import type { ProductCard, ProductVariant } from '@shop/api';
import { useNavigate } from '@tanstack/react-router';
import {
  formatDimensions,
  formatRating,
  formatVolume,
  formatWeight,
  useLocale,
  type Locale,
  type MessageKey,
} from '@shop/i18n';
import { Container, Prose, optimizedImage } from '@shop/ui';
import { Fragment, Suspense, useState, type ReactNode } from 'react';
import { useTrackOnce } from '@shop/tracking';
import { pushViewItem } from '../analytics';
import { FormattedMessage, useIntl } from 'react-intl';
import { GalleryZoom } from '../components/GalleryZoom';
import { Price } from '../components/Price';
// The reviews sit below the fold: the server renders them in place, the browser hydrates them once
// their code has arrived, after the page (a subpath import picks the file by build; package.json).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ProductReviews } from '#product-reviews';
import { SizeGuide } from '../components/SizeGuide';
import { WishListToggle } from '../wish-list/WishListToggle';
import { Breadcrumbs } from './Breadcrumbs';
import * as S from './ProductCardTemplate.styles';

/** Stock at or below this is "only N left". */
const LOW_STOCK = 3;

/** The variant a colour choice lands on: the same size in stock, else any in stock, else any. */
export function variantForColor(
  variants: readonly ProductVariant[],
  colorId: number,
  sizeId: number,
): ProductVariant | undefined {
  const inColor = variants.filter((variant) => variant.color_id === colorId);
  return (
    inColor.find((variant) => variant.size_id === sizeId && variant.in_stock) ??
    inColor.find((variant) => variant.in_stock) ??
    inColor[0]
  );
}

/** The variant chosen on a card, as the app's add-to-cart button needs it (the cart's `AddToCartProps` has the same shape). */
export interface BuyContext {
  variantId: number;
  stock: number;
  productName: string;
  categoryName: string;
  colorName: string;
  sizeName: string;
  price: ProductVariant['calculatedPrice'];
}

/** The variant's stated weight, dimensions and volume: label, value-with-unit message and the number (spec, section 5). */
function variantMeasures(variant: ProductVariant, locale: Locale): [MessageKey, MessageKey, string][] {
  const rows: [MessageKey, MessageKey, string][] = [];
  if (variant.weight_kg != null)
    rows.push(['product.weight', 'product.weightValue', formatWeight(variant.weight_kg, locale)]);
  if (variant.dimensions_m)
    rows.push(['product.dimensions', 'product.dimensionsValue', formatDimensions(variant.dimensions_m, locale)]);
  if (variant.volume_m3 != null)
    rows.push(['product.volume', 'product.volumeValue', formatVolume(variant.volume_m3, locale)]);
  return rows;
}

/**
 * A product card: gallery, name, price of the selected variant, colours, sizes (those sold out in
 * the chosen colour shown but not choosable), stock, description and details. Choosing a colour or
 * size selects a variant, whose shareable URL (`?variant=`) replaces the current one. The buy
 * button comes from the app (`renderBuy`): the cart is another domain this library may not import.
 */
export function ProductCardTemplate({
  product,
  renderBuy,
}: {
  product: ProductCard;
  renderBuy?: (context: BuyContext) => ReactNode;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const selected =
    product.variants.find((variant) => variant.id === product.selected_variant_id) ?? product.variants[0];
  const color = product.colors.find((candidate) => candidate.id === selected?.color_id) ?? product.colors[0];
  const images = color && color.images.length ? color.images : product.images;
  const [shown, setShown] = useState(0);
  const image = images[Math.min(shown, images.length - 1)];
  // One view_item per product opened (a colour or size change is the same visit).
  useTrackOnce(String(product.id), () => pushViewItem(product));
  if (!selected) return null;

  const select = (variant: ProductVariant | undefined) => {
    if (!variant || variant.id === selected.id) return;
    setShown(0);
    void navigate({ to: '.', search: { variant: variant.id }, replace: true, resetScroll: false });
  };
  const tone = !selected.in_stock ? 'out' : selected.stock <= LOW_STOCK ? 'low' : 'ok';

  return (
    <Container>
      <Breadcrumbs items={product.breadcrumbs} />
      <S.Layout>
        <S.Gallery>
          {image && <GalleryZoom key={image.url} image={image} width={720} priority />}
          {images.length > 1 && (
            <S.Thumbs>
              {images.map((thumb, index) => (
                <li key={thumb.url}>
                  <button
                    type="button"
                    aria-pressed={index === shown}
                    aria-label={intl.formatMessage({ id: 'product.showImage' }, { index: index + 1 })}
                    onClick={() => setShown(index)}
                  >
                    <img src={optimizedImage(thumb.url, 144, 70)} alt="" width={72} height={72} loading="lazy" />
                  </button>
                </li>
              ))}
            </S.Thumbs>
          )}
        </S.Gallery>
        <S.Info>
          <S.Title>{product.name}</S.Title>
          {product.rating.average !== null && (
            <p>
              ★ {formatRating(product.rating.average, locale)} ·{' '}
              <a href="#reviews">
                <FormattedMessage id="product.reviews" values={{ count: product.rating.count }} />
              </a>
            </p>
          )}
          <Price price={selected.calculatedPrice} size="lg" />
          <S.Choice>
            <legend>
              <FormattedMessage id="product.colorChosen" values={{ color: color?.name ?? '' }} />
            </legend>
            <S.Options>
              {product.colors.map((candidate) => (
                <S.Swatch
                  key={candidate.id}
                  type="button"
                  $hex={candidate.hex}
                  aria-pressed={candidate.id === selected.color_id}
                  aria-label={candidate.name}
                  title={candidate.name}
                  onClick={() => select(variantForColor(product.variants, candidate.id, selected.size_id))}
                />
              ))}
            </S.Options>
          </S.Choice>
          <S.Choice>
            <legend>
              <FormattedMessage id="catalog.size" />
            </legend>
            <S.Options>
              {product.sizes.map((size) => {
                const variant = product.variants.find(
                  (candidate) => candidate.color_id === selected.color_id && candidate.size_id === size.id,
                );
                const available = Boolean(variant?.in_stock);
                return (
                  <S.Size
                    key={size.id}
                    type="button"
                    aria-pressed={size.id === selected.size_id}
                    disabled={!available}
                    aria-label={
                      available ? size.name : intl.formatMessage({ id: 'product.sizeSoldOut' }, { size: size.name })
                    }
                    onClick={() => select(variant)}
                  >
                    {size.name}
                  </S.Size>
                );
              })}
            </S.Options>
          </S.Choice>
          {product.has_size_guide && (
            <S.SizeGuideSlot>
              <SizeGuide productId={product.id} />
            </S.SizeGuideSlot>
          )}
          <S.Stock $tone={tone} role="status">
            {tone === 'out' ? (
              <FormattedMessage id="product.soldOut" />
            ) : tone === 'low' ? (
              <FormattedMessage id="product.fewLeft" values={{ count: selected.stock }} />
            ) : (
              <FormattedMessage id="product.inStock" />
            )}
          </S.Stock>
          <S.Buy>
            {renderBuy?.({
              variantId: selected.id,
              stock: selected.stock,
              productName: product.name,
              categoryName: product.category.name,
              colorName: color?.name ?? '',
              sizeName: product.sizes.find((size) => size.id === selected.size_id)?.name ?? '',
              price: selected.calculatedPrice,
            })}
            <WishListToggle variantId={selected.id} productName={product.name} />
          </S.Buy>
          <Prose html={product.description_html} />
          <S.Meta>
            <dt>
              <FormattedMessage id="product.brand" />
            </dt>
            <dd>{product.brand}</dd>
            {product.material && (
              <>
                <dt>
                  <FormattedMessage id="product.material" />
                </dt>
                <dd>{product.material}</dd>
              </>
            )}
            {variantMeasures(selected, locale).map(([label, unit, value]) => (
              <Fragment key={label}>
                <dt>
                  <FormattedMessage id={label} />
                </dt>
                <dd>
                  <FormattedMessage id={unit} values={{ value }} />
                </dd>
              </Fragment>
            ))}
            <dt>
              <FormattedMessage id="product.sku" />
            </dt>
            <dd>{selected.sku}</dd>
          </S.Meta>
        </S.Info>
      </S.Layout>
      <Suspense fallback={null}>
        <ProductReviews productId={product.id} />
      </Suspense>
    </Container>
  );
}
