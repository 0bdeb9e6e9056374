import { useCart } from '@shop/cart';
import { formatMoney, useLocale } from '@shop/i18n';
import { Button, Container } from '@shop/ui';
import { useStore } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTrackOnce } from '@shop/tracking';
import { checkoutEcommerce, pushBeginCheckout } from '../analytics';
import { resetChoices, saveDraft } from '../draft';
import { useCheckoutChoices } from '../hooks/useCheckoutChoices';
import { useCheckoutForm, useCheckoutValidators } from '../hooks/useCheckoutForm';
import { useSubmitOrder } from '../hooks/useSubmitOrder';
import * as S from './Checkout.styles';
import { ProblemLine } from './ProblemLine';
import { AddressSection } from './sections/AddressSection';
import { CheckoutSummary } from './sections/CheckoutSummary';
import { ContactSection } from './sections/ContactSection';
import { DeliverySection } from './sections/DeliverySection';
import { MoreSection } from './sections/MoreSection';
import { PaymentSection } from './sections/PaymentSection';

/**
 * The checkout's form and summary, for a cart with lines (`CheckoutTemplate`). A chunk of its own,
 * loaded by the template once the page runs: with TanStack Form, the validation rules, the
 * address search and the delivery and payment choices, it is most of the page's code, and the
 * server never renders it (the cart lives in the browser), so the first load need not carry it.
 */
export function CheckoutForm({ cartUrl }: { cartUrl: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const cart = useCart();
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const { submit, problems, dropProblem } = useSubmitOrder(confirmedEmail);
  const form = useCheckoutForm(submit);
  const validators = useCheckoutValidators();
  const money = (amount: number) => formatMoney(amount, cart.prices?.currency ?? 'EUR', locale);

  const values = useStore(form.store, (state) => state.values);
  useEffect(() => saveDraft(values), [values]);
  const choices = useCheckoutChoices(form, cart);
  // One begin_checkout per visit of the page, once the server has priced the cart.
  const ecommerce = checkoutEcommerce(cart);
  useTrackOnce(ecommerce ? 'begin_checkout' : null, () => ecommerce && pushBeginCheckout(ecommerce));
  const section = { form, validators, problems, dropProblem };

  return (
    <Container>
      <h1>
        <FormattedMessage id="checkout.title" />
      </h1>
      <S.Page>
        <S.Form
          noValidate
          aria-label={intl.formatMessage({ id: 'checkout.title' })}
          onSubmit={(event) => {
            event.preventDefault();
            const element = event.currentTarget;
            void form.handleSubmit().then(() => {
              // A refused submit takes the keyboard to the first field to fix.
              if (!form.state.isValid) element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            });
          }}
        >
          <ContactSection {...section} />
          <AddressSection {...section} />
          <DeliverySection {...section} choices={choices} money={money} />
          <PaymentSection {...section} payments={choices.payments} ecommerce={ecommerce} />
          <MoreSection {...section} confirmedEmail={confirmedEmail} onConfirmed={setConfirmedEmail} />
          <ProblemLine problem={problems.form} />
          <S.Row>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <Button type="submit" disabled={submitting} fullWidth>
                  <FormattedMessage id={submitting ? 'checkout.placing' : 'checkout.place'} />
                </Button>
              )}
            </form.Subscribe>
            <Button type="button" variant="ghost" onClick={() => form.reset(resetChoices(form.state.values))}>
              <FormattedMessage id="checkout.reset" />
            </Button>
          </S.Row>
        </S.Form>
        <CheckoutSummary
          problems={problems}
          deliveryPrice={choices.deliveryPrice}
          busy={cart.updating || choices.quote.isFetching}
          cartUrl={cartUrl}
          money={money}
        />
      </S.Page>
    </Container>
  );
}
