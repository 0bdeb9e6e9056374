import type { useCart } from '@shop/cart';
import { useStore } from '@tanstack/react-form';
import { useEffect } from 'react';
import { useDeliveries, useDeliveryOptions, useDeliveryQuote, usePaymentMethods } from '../queries';
import type { CheckoutForm } from './useCheckoutForm';

/**
 * The delivery methods, their options and quote, and the payment methods the form's country, cart
 * and delivery allow; a choice that is no longer offered is dropped from the form.
 */
export function useCheckoutChoices(form: CheckoutForm, cart: Pick<ReturnType<typeof useCart>, 'items' | 'promocode'>) {
  const countryCode = useStore(form.store, (state) => state.values.country_code);
  const deliveryId = useStore(form.store, (state) => state.values.delivery_id);
  const optionId = useStore(form.store, (state) => state.values.option_id);
  const paymentId = useStore(form.store, (state) => state.values.payment_id);

  const deliveries = useDeliveries(countryCode, cart.items, cart.promocode);
  const methods = deliveries.data?.methods ?? [];
  const chosen = methods.find((method) => method.id === deliveryId) ?? null;
  const options = useDeliveryOptions(deliveryId, countryCode, chosen?.has_options ?? false);
  const quote = useDeliveryQuote(chosen ? chosen.id : null, countryCode, cart.items, cart.promocode, optionId);
  const payments = (usePaymentMethods(countryCode).data?.methods ?? []).filter(
    (method) =>
      chosen === null || method.delivery_method_ids === null || method.delivery_method_ids.includes(chosen.id),
  );

  // A choice the new country, cart or delivery no longer offers is dropped.
  useEffect(() => {
    if (deliveries.data && deliveryId !== null && !chosen) form.setFieldValue('delivery_id', null);
  }, [deliveries.data, deliveryId, chosen, form]);
  useEffect(() => {
    const list = options.data?.options;
    if (!chosen?.has_options) {
      if (optionId !== null) form.setFieldValue('option_id', null);
    } else if (list && optionId === null && list.length === 1) {
      form.setFieldValue('option_id', list[0]?.id ?? null);
    } else if (list && optionId !== null && !list.some((option) => option.id === optionId)) {
      form.setFieldValue('option_id', null);
    }
  }, [chosen, options.data, optionId, form]);
  useEffect(() => {
    if (paymentId !== null && payments.length > 0 && !payments.some((method) => method.id === paymentId))
      form.setFieldValue('payment_id', null);
  }, [payments, paymentId, form]);

  const deliveryPrice = chosen ? (quote.data?.price ?? chosen.price) : null;
  return { deliveries, methods, chosen, options, quote, payments, deliveryPrice };
}
