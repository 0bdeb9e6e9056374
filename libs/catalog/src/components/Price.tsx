import type { CalculatedPrice } from '@shop/api';
import { formatMoney, useLocale } from '@shop/i18n';
import { VisuallyHidden } from '@shop/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';

type PriceSize = 'md' | 'lg';

/**
 * One styled element with its parts styled by class: every listing tile shows a price, and
 * styled-components computes a styled element's CSS on every server render.
 */
const Row = styled.p<{ $size: PriceSize }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme, $size }) => ($size === 'lg' ? theme.space.sm : theme.space.xs)};
  margin: 0;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.xxl : theme.fontSizes.md)};

  .price-now {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
  }

  .price-now.price-sale {
    color: ${({ theme }) => theme.colors.accentStrong};
  }

  .price-was {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.sm)};
  }
`;

/**
 * A price with discount: the price to pay, and when it is lower the old one struck out, each
 * named for screen readers. `lg` on the product card, `md` in listings.
 */
export function Price({ price, size = 'md' }: { price: CalculatedPrice; size?: PriceSize }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const onSale = price.price_with_discount < price.price;
  return (
    <Row $size={size}>
      {onSale && <VisuallyHidden>{intl.formatMessage({ id: 'product.priceNow' })}</VisuallyHidden>}
      <span className={onSale ? 'price-now price-sale' : 'price-now'}>
        {formatMoney(price.price_with_discount, price.currency, locale)}
      </span>
      {onSale && (
        <>
          <VisuallyHidden>{intl.formatMessage({ id: 'product.priceWas' })}</VisuallyHidden>
          <s className="price-was">{formatMoney(price.price, price.currency, locale)}</s>
        </>
      )}
    </Row>
  );
}
