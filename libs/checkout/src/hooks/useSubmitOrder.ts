import { ApiError, checkoutOrder, payOrder, type CheckoutRequest } from '@shop/api';
import { normalizePhone, readEmailIdentity, useSession } from '@shop/auth';
import { useCart, useCartAfterOrder } from '@shop/cart';
import { useLocale } from '@shop/i18n';
import { orderTracking } from '@shop/tracking';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { checkoutProblems, NO_PROBLEMS, type CheckoutProblems } from '../checkoutProblems';
import { EMAIL_IS_CONFIRMED } from '../constants';
import { saveDraft, type CheckoutValues } from '../draft';

/** A fresh key per distinct filled form: a double submit of the same form makes one order. */
function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  };
}

/**
 * Placing the order: the choices and the e-mail (for a new account) checked first, then the order
 * sent with the prices the shopper saw; a placed one clears the cart, its code and the form and goes
 * to the payment page or the order page, a refused one leaves its messages in `problems`.
 */
export function useSubmitOrder(confirmedEmail: string | null) {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const cart = useCart();
  const afterOrder = useCartAfterOrder();
  const { user } = useSession();
  const [problems, setProblems] = useState<CheckoutProblems>(NO_PROBLEMS);
  const idempotencyKey = useIdempotencyKey();

  const submit = async (value: CheckoutValues) => {
    setProblems(NO_PROBLEMS);
    if (value.delivery_id === null)
      return setProblems({ ...NO_PROBLEMS, fields: { delivery_id: { id: 'checkout.error.delivery.required' } } });
    if (value.payment_id === null)
      return setProblems({ ...NO_PROBLEMS, fields: { payment_id: { id: 'checkout.error.payment.required' } } });
    const identity = value.createProfile && !user ? readEmailIdentity() : null;
    if (value.createProfile && !user && confirmedEmail !== value.email.trim().toLowerCase()) {
      return setProblems({
        ...NO_PROBLEMS,
        fields: { createProfile: { id: 'checkout.error.customer.email_not_confirmed' } },
      });
    }
    const priceOf = new Map(
      (cart.prices?.lines ?? []).map((line) => [line.product_variant_id, line.price_with_discount]),
    );
    const body: CheckoutRequest = {
      contact: {
        first_name: value.first_name.trim(),
        last_name: value.last_name.trim(),
        email: value.email.trim(),
        phone: normalizePhone(value.phone),
      },
      address: {
        country_code: value.country_code,
        city: value.city.trim(),
        street: value.street.trim(),
        house: value.house.trim(),
        entire_house: value.entire_house,
        flat: value.entire_house ? null : value.flat.trim() || null,
        floor: value.entire_house ? null : value.floor.trim() || null,
        postcode: value.postcode.trim(),
      },
      delivery: { id: value.delivery_id, option_id: value.option_id },
      payment: { id: value.payment_id },
      note: value.note.trim() || null,
      createProfile: value.createProfile && !user,
      identity,
      promocode: cart.promocode,
      emailIsConfirmed: EMAIL_IS_CONFIRMED,
      items: cart.items.map((item) => ({
        product_variant_id: item.product_variant_id,
        quantity: item.quantity,
        expected_price: priceOf.get(item.product_variant_id) ?? null,
      })),
      tracking: orderTracking(),
    };
    try {
      const placed = await checkoutOrder(
        body,
        { lang: locale },
        { headers: { 'Idempotency-Key': idempotencyKey(body) } },
      );
      let paymentPage: string | null = null;
      if (placed.payment_required) {
        try {
          paymentPage = (await payOrder(placed.order.id, { crypto: placed.order.crypto }, { lang: locale }))
            .redirect_url;
        } catch (error) {
          // The order page offers to pay again.
          console.warn('checkout: the payment could not be started', error);
        }
      }
      // The order is placed: the cart, its code and the form are done with.
      afterOrder();
      saveDraft(null);
      if (paymentPage) window.location.assign(paymentPage);
      else await navigate({ href: placed.next.url });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) console.warn('checkout: the order was refused', error);
      setProblems(checkoutProblems(error));
    }
  };

  /** Forgets the server's message for a field once the shopper changes it. */
  const dropProblem = (name: keyof CheckoutValues) => {
    if (problems.fields[name])
      setProblems((current) => ({ ...current, fields: { ...current.fields, [name]: undefined } }));
  };

  return { submit, problems, dropProblem };
}
