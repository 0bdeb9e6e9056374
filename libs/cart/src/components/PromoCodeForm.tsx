import type { CartPrices } from '@shop/api';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePromoCode, type PromoCodeProblem } from '../usePromoCode';
import * as S from './Cart.styles';

/**
 * The promo code field of the cart: apply a code (checked by the API), see whether the cart's
 * prices use it and why not, remove it.
 */
export function PromoCodeForm({ result }: { result: CartPrices['promocode'] | undefined }) {
  const intl = useIntl();
  const promo = usePromoCode();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<PromoCodeProblem | null>(null);
  const inputId = useId();
  const messageId = useId();

  if (promo.code) {
    return (
      <S.PromoForm onSubmit={(event) => event.preventDefault()} aria-label={intl.formatMessage({ id: 'cart.promo.title' })}>
        <p>
          <FormattedMessage id="cart.promo.active" values={{ code: promo.code }} />
        </p>
        {result && !result.applied && result.reason && <S.Warning role="alert">{intl.formatMessage({ id: `cart.promo.${result.reason}` })}</S.Warning>}
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
