import { getGetWishListProductsQueryOptions } from '@shop/api';
import { AppLink, useLocale } from '@shop/i18n';
import { Button, Container, Icon, optimizedImage, Spinner, trashIcon, useHydrated } from '@shop/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Price } from '../components/Price';
import type { BuyContext } from '../templates/ProductCardTemplate';
import { useWishList } from './wishList';
import * as S from './WishListTemplate.styles';

/**
 * The guest's wish list page: the kept variants (`POST /api/v1/wish-list/products`) with their
 * picture, colour and size, price and stock, the app's buy button and a remove button; or the
 * empty state. Variants no longer sold are left out by the API, and then by the stored list.
 */
export function WishListTemplate({
  catalogUrl,
  renderBuy,
  framed = true,
  waiting = false,
}: {
  catalogUrl: string;
  renderBuy?: (context: BuyContext) => ReactNode;
  /** In a page container of its own (`/wish-list`); false inside a layout that has one (the profile's). */
  framed?: boolean;
  /** The list's loading state, whatever the list: the app's parts (its buy button's code) are on their way. */
  waiting?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const { ids, toggle, loading } = useWishList();
  const products = useQuery(
    getGetWishListProductsQueryOptions(
      { product_variant_ids: [...ids] },
      { lang: locale },
      { query: { enabled: ids.length > 0, placeholderData: keepPreviousData } },
    ),
  );
  const items = ids.length > 0 ? (products.data?.items ?? []) : [];
  // The API leaves out variants it no longer knows or sells (its contract: never a 404, so the
  // storefront drops them); once it has answered for exactly these ids, the list forgets the
  // missing ones, so the header's count and the heading's match the items shown.
  const answered = products.isSuccess && !products.isPlaceholderData ? products.data.items : undefined;
  useEffect(() => {
    if (!answered) return;
    const listed = new Set(answered.map((item) => item.id));
    for (const id of ids) if (!listed.has(id)) toggle(id);
  }, [answered, ids, toggle]);

  let body: ReactNode;
  if (waiting || !hydrated || loading || (ids.length > 0 && products.isPending))
    body = <Spinner label={intl.formatMessage({ id: 'wishList.loading' })} />;
  else if (products.isError && items.length === 0)
    body = <p role="alert">{intl.formatMessage({ id: 'wishList.failed' })}</p>;
  else if (items.length === 0) {
    body = (
      <>
        <p>
          <FormattedMessage id="wishList.empty" />
        </p>
        <Button as={AppLink} href={catalogUrl}>
          <FormattedMessage id="cart.startShopping" />
        </Button>
      </>
    );
  } else {
    body = (
      <S.Grid>
        {items.map((item) => (
          <li key={item.id}>
            <S.Item aria-labelledby={`wish-${item.id}`}>
              <AppLink href={item.product_url} tabIndex={-1} aria-hidden="true">
                {item.image ? (
                  <img src={optimizedImage(item.image.url, 320)} alt="" width={160} height={160} loading="lazy" />
                ) : (
                  <span className="placeholder" />
                )}
              </AppLink>
              <div>
                <h2 id={`wish-${item.id}`}>
                  <AppLink href={item.product_url}>{item.product_name}</AppLink>
                </h2>
                <S.Muted>
                  {item.color_name}, {item.size_name}
                </S.Muted>
                <Price price={item.calculatedPrice} />
                {!item.in_stock && (
                  <S.Muted>
                    <FormattedMessage id="product.soldOut" />
                  </S.Muted>
                )}
                <S.Actions>
                  {renderBuy?.({
                    variantId: item.id,
                    stock: item.stock,
                    productName: item.product_name,
                    categoryName: item.category_name,
                    colorName: item.color_name,
                    sizeName: item.size_name,
                    price: item.calculatedPrice,
                  })}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={intl.formatMessage({ id: 'wishList.removeItem' }, { name: item.product_name })}
                    onClick={() => toggle(item.id)}
                  >
                    <Icon shape={trashIcon} size={18} /> <FormattedMessage id="wishList.remove" />
                  </Button>
                </S.Actions>
              </div>
            </S.Item>
          </li>
        ))}
      </S.Grid>
    );
  }

  const view = (
    <S.View>
      <h1>
        {hydrated && !loading && ids.length > 0 ? (
          <FormattedMessage id="wishList.titleCount" values={{ count: ids.length }} />
        ) : (
          <FormattedMessage id="wishList.title" />
        )}
      </h1>
      {body}
    </S.View>
  );
  return framed ? <Container>{view}</Container> : view;
}
