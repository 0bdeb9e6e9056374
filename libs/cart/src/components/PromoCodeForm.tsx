import type { CartPrices } from '@shop/api';
import { formatMoney, useLocale } from '@shop/i18n';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { usePromoCode, type PromoCodeProblem } from '../usePromoCode';
import * as S from './Cart.styles';

/**
 * Why the cart's prices do not use the active code; below the code's minimum, the minimum and what
 * is missing (the goods after the products' own discounts are the total while the code is not
 * applied).
 */
function notAppliedMessage(
  prices: CartPrices,
  reason: NonNullable<NonNullable<CartPrices['promocode']>['reason']>,
  intl: IntlShape,
  money: (amount: number) => string,
): string {
  const minimum = prices.promocode?.min_cart;
  if (reason !== 'promocode.min_cart' || minimum == null) return intl.formatMessage({ id: `cart.promo.${reason}` });
  const missing = (Math.round(minimum * 100) - Math.round(prices.total_price * 100)) / 100;
  return intl.formatMessage({ id: 'cart.promo.minCartShort' }, { minimum: money(minimum), missing: money(missing) });
}

/**
 * The promo code field of the cart: apply a code (checked by the API), see whether the cart's
 * prices use it and why not, remove it.
 */
export function PromoCodeForm({ prices }: { prices: CartPrices | null }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const result = prices?.promocode;
  const promo = usePromoCode();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<PromoCodeProblem | null>(null);
  const inputId = useId();
  const messageId = useId();

  if (promo.code) {
    return (
      <S.PromoForm
        onSubmit={(event) => event.preventDefault()}
        aria-label={intl.formatMessage({ id: 'cart.promo.title' })}
      >
        <p>
          {/* Kept, but the cart's prices do not use it (below its minimum, expired since): not "active". */}
          <FormattedMessage
            id={result && !result.applied ? 'cart.promo.notApplied' : 'cart.promo.active'}
            values={{ code: promo.code }}
          />
        </p>
        {prices && result && !result.applied && result.reason && (
          <S.Warning role="alert">
            {notAppliedMessage(prices, result.reason, intl, (amount) => formatMoney(amount, prices.currency, locale))}
          </S.Warning>
        )}
        <div>
          <Button type="button" variant="secondary" size="sm" onClick={promo.remove}>
            <FormattedMessage id="cart.promo.remove" />
          </Button>
        </div>
      </S.PromoForm>
    );
  }

  return (
    <S.PromoForm
      aria-label={intl.formatMessage({ id: 'cart.promo.title' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!typed.trim()) {
          setProblem('promocode.required');
          return;
        }
        void promo.apply(typed).then((failure) => {
          setProblem(failure);
          if (!failure) setTyped('');
        });
      }}
    >
      <label htmlFor={inputId}>
        <FormattedMessage id="cart.promo.label" />
      </label>
      <div>
        <input
          id={inputId}
          name="promocode"
          value={typed}
          maxLength={64}
          autoComplete="off"
          aria-invalid={problem !== null}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={promo.checking}>
          <FormattedMessage id="cart.promo.apply" />
        </Button>
      </div>
      {problem && (
        <S.Warning id={messageId} role="alert">
          {intl.formatMessage({ id: `cart.promo.${problem}` })}
        </S.Warning>
      )}
    </S.PromoForm>
  );
}
