import { AppLink, formatMoney, useLocale } from '@shop/i18n';
import { Icon, minusIcon, optimizedImage, plusIcon, trashIcon } from '@shop/ui';
import { useIntl } from 'react-intl';
import { pushAddToCart } from '../analytics';
import { MAX_LINE_QUANTITY } from '../cartItems';
import { useCartActions, type CartLine } from '../useCart';
import * as S from './Cart.styles';

/** The line's total as the server priced it, else the variant's price × quantity until it has. */
function lineTotal(line: CartLine): { amount: number; currency: string } | null {
  if (line.price && line.variant)
    return { amount: line.price.line_total, currency: line.variant.calculatedPrice.currency };
  if (!line.variant) return null;
  return {
    amount: Math.round(line.variant.calculatedPrice.price_with_discount * line.quantity * 100) / 100,
    currency: line.variant.calculatedPrice.currency,
  };
}

function LineView({ line, removable }: { line: CartLine; removable: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { variant } = line;
  const name = variant?.product_name ?? intl.formatMessage({ id: 'cart.unavailable' });
  const stock = variant?.stock ?? 0;
  const total = lineTotal(line);
  const cartActions = useCartActions();
  const tooMany = variant !== null && line.quantity > stock;
  const change = (quantity: number) => {
    const result = cartActions.setQuantity(line.product_variant_id, quantity, variant ? stock : undefined);
    if (variant && result?.kind === 'updated' && result.quantity > line.quantity)
      pushAddToCart(variant, result.quantity - line.quantity);
  };
  return (
    <S.Line>
      {variant?.image ? (
        <img src={optimizedImage(variant.image.url, 160, 70)} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className="placeholder" />
      )}
      <S.LineInfo>
        {variant ? <AppLink href={variant.product_url}>{name}</AppLink> : <strong>{name}</strong>}
        {variant && (
          <S.Muted>
            {variant.color_name}, {variant.size_name}
          </S.Muted>
        )}
        {variant && (tooMany || stock === 0) && (
          <S.Warning>
            {stock === 0
              ? intl.formatMessage({ id: 'cart.soldOut' })
              : intl.formatMessage({ id: 'cart.onlyLeft' }, { count: stock })}
          </S.Warning>
        )}
        <S.Quantity role="group" aria-label={intl.formatMessage({ id: 'cart.quantityOf' }, { name })}>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'cart.decrease' }, { name })}
            onClick={() => change(line.quantity - 1)}
          >
            <Icon shape={minusIcon} size={18} />
          </button>
          <output aria-live="polite">{line.quantity}</output>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'cart.increase' }, { name })}
            disabled={!variant || line.quantity >= Math.min(stock, MAX_LINE_QUANTITY)}
            onClick={() => change(line.quantity + 1)}
          >
            <Icon shape={plusIcon} size={18} />
          </button>
        </S.Quantity>
      </S.LineInfo>
      <S.LineSide>
        <span>{total ? formatMoney(total.amount, total.currency, locale) : '…'}</span>
        {removable && (
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'cart.remove' }, { name })}
            onClick={() => cartActions.remove(line.product_variant_id)}
          >
            <Icon shape={trashIcon} size={20} />
          </button>
        )}
      </S.LineSide>
    </S.Line>
  );
}

/** The cart's lines: picture, name, colour and size, quantity buttons and the line's price. */
export function CartLines({
  lines,
  removable = true,
  scrollAfter,
}: {
  lines: readonly CartLine[];
  removable?: boolean;
  scrollAfter?: number;
}) {
  return (
    <S.Lines $scrollAfter={lines.length > (scrollAfter ?? Infinity) ? scrollAfter : undefined}>
      {lines.map((line) => (
        <LineView key={line.product_variant_id} line={line} removable={removable} />
      ))}
    </S.Lines>
  );
}
