import {
  ApiError,
  checkoutOrder,
  payOrder,
  type CheckoutRequest,
  type DeliveryMethod,
  type PaymentMethod,
} from '@shop/api';
import {
  fieldValidators,
  FormTextField,
  maskPhone,
  normalizePhone,
  problemMessage,
  readEmailIdentity,
  rules,
  useSession,
  type RuleMessage,
} from '@shop/auth';
import { cartActions, discountAmountText, storePromoCode, useCart } from '@shop/cart';
import { AppLink, formatMoney, useLocale, type MessageKey } from '@shop/i18n';
import { Button, Container, Spinner, useHydrated } from '@shop/ui';
import { useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readCampaign } from '../campaign';
import { EMAIL_IS_CONFIRMED, SHIP_TO_COUNTRIES } from '../constants';
import { readDraft, resetChoices, saveDraft, type CheckoutValues } from '../draft';
import { useDeliveries, useDeliveryOptions, useDeliveryQuote, usePaymentMethods } from '../queries';
import { AddressSearch } from './AddressSearch';
import { EmailConfirmation } from './EmailConfirmation';
import * as S from './Checkout.styles';

/** The API's field names (`errors` keys) → the form's. */
const SERVER_FIELDS: Record<string, keyof CheckoutValues> = {
  'contact.first_name': 'first_name',
  'contact.last_name': 'last_name',
  'contact.email': 'email',
  'contact.phone': 'phone',
  'address.country_code': 'country_code',
  'address.city': 'city',
  'address.street': 'street',
  'address.house': 'house',
  'address.flat': 'flat',
  'address.floor': 'floor',
  'address.postcode': 'postcode',
  'delivery.id': 'delivery_id',
  'delivery.option_id': 'option_id',
  'payment.id': 'payment_id',
  identity: 'createProfile',
  note: 'note',
};

/** Message keys the checkout translates; anything else reads as the status's message. */
const KNOWN_CODES = new Set([
  'cart.sold_out',
  'cart.not_enough_stock',
  'cart.unavailable',
  'cart.price_changed',
  'cart.unknown_variant',
  'cart.duplicate_variant',
  'promocode.unknown',
  'promocode.not_started',
  'promocode.expired',
  'promocode.exhausted',
  'promocode.per_customer_limit',
  'promocode.min_cart',
  'delivery.unavailable',
  'delivery.option_required',
  'delivery.unknown_option',
  'payment.unavailable',
  'customer.email_not_confirmed',
  'customer.identity_required',
  'order.too_many_unpaid',
]);

interface ServerProblems {
  fields: Partial<Record<keyof CheckoutValues, RuleMessage>>;
  lines: Record<number, RuleMessage>;
  promocode: RuleMessage | null;
  form: RuleMessage | null;
}

const NO_PROBLEMS: ServerProblems = { fields: {}, lines: {}, promocode: null, form: null };

const codeMessage = (code: string | undefined, status: number): RuleMessage =>
  code && KNOWN_CODES.has(code)
    ? { id: `checkout.error.${code}` as MessageKey }
    : { id: `status_responses.${[400, 404, 409, 422, 429, 503].includes(status) ? status : 500}` as MessageKey };

/** A refused checkout as messages beside what they concern. */
function serverProblems(error: unknown): ServerProblems {
  if (!(error instanceof ApiError)) return { ...NO_PROBLEMS, form: problemMessage(error) };
  const problems: ServerProblems = { fields: {}, lines: {}, promocode: null, form: null };
  for (const [key, codes] of Object.entries(error.problem?.errors ?? {})) {
    const message = codeMessage(codes[0], error.status);
    const line = /^items\.(\d+)/.exec(key);
    if (line) problems.lines[Number(line[1])] = message;
    else if (key === 'promocode') problems.promocode = message;
    else if (SERVER_FIELDS[key]) problems.fields[SERVER_FIELDS[key]] = message;
    else problems.form ??= message;
  }
  if (!error.problem?.errors || Object.keys(error.problem.errors).length === 0) problems.form = problemMessage(error);
  return problems;
}

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
 * The checkout page `/order`: contact, address (with address search), delivery with its price and
 * time, payment, note, an account for a guest, and the summary the server prices. The filled form
 * is kept in this tab, so a reload or a refused submit loses nothing. Once hydrated (the cart
 * lives in a cookie), or the empty state.
 */
export function CheckoutTemplate({ cartUrl, catalogUrl }: { cartUrl: string; catalogUrl: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const cart = useCart();
  if (!hydrated || cart.loading) {
    return (
      <Container>
        <h1>
          <FormattedMessage id="checkout.title" />
        </h1>
        <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} />
      </Container>
    );
  }
  if (cart.items.length === 0) {
    return (
      <Container>
        <h1>
          <FormattedMessage id="checkout.title" />
        </h1>
        <p>
          <FormattedMessage id="checkout.empty" />
        </p>
        <Button as={AppLink} href={catalogUrl}>
          <FormattedMessage id="cart.startShopping" />
        </Button>
      </Container>
    );
  }
  return <CheckoutForm cartUrl={cartUrl} />;
}

function CheckoutForm({ cartUrl }: { cartUrl: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const cart = useCart();
  const { user } = useSession();
  const [problems, setProblems] = useState<ServerProblems>(NO_PROBLEMS);
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const idempotencyKey = useIdempotencyKey();
  const money = (amount: number) => formatMoney(amount, cart.prices?.currency ?? 'EUR', locale);
  const label = (id: MessageKey) => intl.formatMessage({ id });

  const initial = useMemo(() => {
    const draft = readDraft();
    return user
      ? {
          ...draft,
          first_name: draft.first_name || user.first_name || '',
          last_name: draft.last_name || user.last_name || '',
          email: draft.email || user.email,
          phone: draft.phone || maskPhone(user.phone ?? ''),
        }
      : draft;
    // The draft and the signed-in contact fill the form once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const validators = useMemo(() => {
    const text = (id: MessageKey, max: number, required = true) =>
      fieldValidators([...(required ? [rules.required(label(id))] : []), rules.max(label(id), max)]);
    return {
      first_name: text('checkout.field.firstName', 64),
      last_name: text('checkout.field.lastName', 64),
      email: fieldValidators([
        rules.required(label('checkout.field.email')),
        rules.email(label('checkout.field.email')),
      ]),
      phone: fieldValidators([
        rules.required(label('checkout.field.phone')),
        rules.phone(label('checkout.field.phone')),
      ]),
      city: text('checkout.field.city', 128),
      street: text('checkout.field.street', 128),
      house: text('checkout.field.house', 32),
      flat: fieldValidators([rules.max(label('checkout.field.flat'), 32)]),
      floor: fieldValidators([rules.max(label('checkout.field.floor'), 16)]),
      postcode: fieldValidators([
        rules.required(label('checkout.field.postcode')),
        rules.min(label('checkout.field.postcode'), 2),
        rules.max(label('checkout.field.postcode'), 16),
      ]),
      note: fieldValidators([rules.max(label('checkout.field.note'), 1000)]),
    };
    // Labels change with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl]);

  const form = useForm({
    canSubmitWhenInvalid: true,
    defaultValues: initial,
    onSubmit: async ({ value }) => {
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
        tracking: readCampaign(),
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
        cartActions.clear();
        storePromoCode(null);
        saveDraft(null);
        if (paymentPage) window.location.assign(paymentPage);
        else await navigate({ href: placed.next.url });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) console.warn('checkout: the order was refused', error);
        setProblems(serverProblems(error));
      }
    },
  });

  const values = useStore(form.store, (state) => state.values);
  useEffect(() => saveDraft(values), [values]);

  const deliveries = useDeliveries(values.country_code, cart.items, cart.promocode);
  const methods = deliveries.data?.methods ?? [];
  const chosen = methods.find((method) => method.id === values.delivery_id) ?? null;
  const options = useDeliveryOptions(values.delivery_id, values.country_code, chosen?.has_options ?? false);
  const quote = useDeliveryQuote(
    chosen ? chosen.id : null,
    values.country_code,
    cart.items,
    cart.promocode,
    values.option_id,
  );
  const payments = (usePaymentMethods(values.country_code).data?.methods ?? []).filter(
    (method) =>
      chosen === null || method.delivery_method_ids === null || method.delivery_method_ids.includes(chosen.id),
  );

  // A choice the new country, cart or delivery no longer offers is dropped.
  useEffect(() => {
    if (deliveries.data && values.delivery_id !== null && !chosen) form.setFieldValue('delivery_id', null);
  }, [deliveries.data, values.delivery_id, chosen, form]);
  useEffect(() => {
    const list = options.data?.options;
    if (!chosen?.has_options) {
      if (values.option_id !== null) form.setFieldValue('option_id', null);
    } else if (list && values.option_id === null && list.length === 1) {
      form.setFieldValue('option_id', list[0]?.id ?? null);
    } else if (list && values.option_id !== null && !list.some((option) => option.id === values.option_id)) {
      form.setFieldValue('option_id', null);
    }
  }, [chosen, options.data, values.option_id, form]);
  useEffect(() => {
    if (
      values.payment_id !== null &&
      payments.length > 0 &&
      !payments.some((method) => method.id === values.payment_id)
    )
      form.setFieldValue('payment_id', null);
  }, [payments, values.payment_id, form]);

  const deliveryPrice = chosen ? (quote.data?.price ?? chosen.price) : null;
  const fieldProblem = (name: keyof CheckoutValues) => problems.fields[name] ?? null;
  const dropProblem = (name: keyof CheckoutValues) => () => {
    if (problems.fields[name])
      setProblems((current) => ({ ...current, fields: { ...current.fields, [name]: undefined } }));
  };

  const textField = (
    name: 'first_name' | 'last_name' | 'email' | 'phone' | 'city' | 'street' | 'house' | 'flat' | 'floor' | 'postcode',
    labelId: MessageKey,
    extra: Record<string, unknown> = {},
  ) => (
    <form.Field name={name} validators={validators[name]}>
      {(field) => (
        <FormTextField
          field={field}
          label={label(labelId)}
          serverProblem={fieldProblem(name)}
          onInput={dropProblem(name)}
          {...extra}
        />
      )}
    </form.Field>
  );

  return (
    <Container>
      <h1>
        <FormattedMessage id="checkout.title" />
      </h1>
      <S.Page>
        <S.Form
          noValidate
          aria-label={label('checkout.title')}
          onSubmit={(event) => {
            event.preventDefault();
            const element = event.currentTarget;
            void form.handleSubmit().then(() => {
              // A refused submit takes the keyboard to the first field to fix.
              if (!form.state.isValid) element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
            });
          }}
        >
          <S.Section>
            <legend>
              <FormattedMessage id="checkout.contact" />
            </legend>
            <S.Row>
              {textField('first_name', 'checkout.field.firstName', { autoComplete: 'given-name' })}
              {textField('last_name', 'checkout.field.lastName', { autoComplete: 'family-name' })}
            </S.Row>
            <S.Row>
              {textField('email', 'checkout.field.email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
              <form.Field name="phone" validators={validators.phone}>
                {(field) => (
                  <FormTextField
                    field={field}
                    label={label('checkout.field.phone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    format={maskPhone}
                    hint={intl.formatMessage({ id: 'checkout.phoneHint' })}
                    serverProblem={fieldProblem('phone')}
                    onInput={dropProblem('phone')}
                  />
                )}
              </form.Field>
            </S.Row>
          </S.Section>

          <S.Section>
            <legend>
              <FormattedMessage id="checkout.address" />
            </legend>
            <form.Field name="country_code">
              {(field) => (
                <S.Label>
                  <FormattedMessage id="checkout.field.country" />
                  <S.Select
                    name="country_code"
                    autoComplete="country"
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                  >
                    {SHIP_TO_COUNTRIES.map((code) => (
                      <option key={code} value={code}>
                        {new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code}
                      </option>
                    ))}
                  </S.Select>
                </S.Label>
              )}
            </form.Field>
            <AddressSearch
              countryCode={values.country_code}
              onPick={(place) => {
                if (place.city) form.setFieldValue('city', place.city);
                if (place.postcode) form.setFieldValue('postcode', place.postcode);
                if (place.street) form.setFieldValue('street', place.street);
                if (place.house) form.setFieldValue('house', place.house);
              }}
            />
            <S.Row>
              {textField('city', 'checkout.field.city', { autoComplete: 'address-level2' })}
              {textField('postcode', 'checkout.field.postcode', { autoComplete: 'postal-code' })}
            </S.Row>
            <S.Row>
              {textField('street', 'checkout.field.street', { autoComplete: 'address-line1' })}
              {textField('house', 'checkout.field.house')}
            </S.Row>
            <form.Field name="entire_house">
              {(field) => (
                <S.Check>
                  <input
                    type="checkbox"
                    checked={field.state.value}
                    onChange={(event) => field.handleChange(event.target.checked)}
                  />
                  <FormattedMessage id="checkout.field.entireHouse" />
                </S.Check>
              )}
            </form.Field>
            {!values.entire_house && (
              <S.Row>
                {textField('flat', 'checkout.field.flat')}
                {textField('floor', 'checkout.field.floor')}
              </S.Row>
            )}
          </S.Section>

          <S.Section aria-busy={deliveries.isFetching}>
            <legend>
              <FormattedMessage id="checkout.delivery" />
            </legend>
            {deliveries.isPending ? (
              <Spinner label={label('checkout.loadingDeliveries')} />
            ) : methods.length === 0 ? (
              <S.Problem>
                <FormattedMessage id="checkout.noDelivery" />
              </S.Problem>
            ) : (
              <form.Field name="delivery_id">
                {(field) => (
                  <S.Choices role="radiogroup" aria-label={label('checkout.delivery')}>
                    {methods.map((method) => (
                      <DeliveryChoice
                        key={method.id}
                        method={method}
                        checked={field.state.value === method.id}
                        price={method.price === 0 ? label('checkout.free') : money(method.price)}
                        onChoose={() => {
                          field.handleChange(method.id);
                          dropProblem('delivery_id')();
                        }}
                      />
                    ))}
                  </S.Choices>
                )}
              </form.Field>
            )}
            {fieldProblem('delivery_id') && <ProblemLine problem={fieldProblem('delivery_id')} />}
            {chosen?.has_options && (
              <form.Field name="option_id">
                {(field) => (
                  <S.Label>
                    <FormattedMessage
                      id={chosen.type === 'pickup' ? 'checkout.field.pickupPoint' : 'checkout.field.timeSlot'}
                    />
                    <S.Select
                      name="option_id"
                      value={field.state.value ?? ''}
                      onChange={(event) => {
                        field.handleChange(event.target.value || null);
                        dropProblem('option_id')();
                      }}
                    >
                      <option value="">{label('checkout.field.choose')}</option>
                      {(options.data?.options ?? []).map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.address ? `${option.name}, ${option.address}` : option.name}
                        </option>
                      ))}
                    </S.Select>
                  </S.Label>
                )}
              </form.Field>
            )}
            {fieldProblem('option_id') && <ProblemLine problem={fieldProblem('option_id')} />}
            {chosen && quote.data && (
              <S.Muted>
                <FormattedMessage id="checkout.deliveryTime" values={{ time: quote.data.time.label }} />
              </S.Muted>
            )}
          </S.Section>

          <S.Section>
            <legend>
              <FormattedMessage id="checkout.payment" />
            </legend>
            <form.Field name="payment_id">
              {(field) => (
                <S.Choices role="radiogroup" aria-label={label('checkout.payment')}>
                  {payments.map((method) => (
                    <PaymentChoice
                      key={method.id}
                      method={method}
                      checked={field.state.value === method.id}
                      onChoose={() => {
                        field.handleChange(method.id);
                        dropProblem('payment_id')();
                      }}
                    />
                  ))}
                </S.Choices>
              )}
            </form.Field>
            {fieldProblem('payment_id') && <ProblemLine problem={fieldProblem('payment_id')} />}
          </S.Section>

          <S.Section>
            <legend>
              <FormattedMessage id="checkout.more" />
            </legend>
            <form.Field name="note" validators={validators.note}>
              {(field) => (
                <S.Label>
                  <FormattedMessage id="checkout.field.note" />
                  <S.TextArea
                    name="note"
                    maxLength={1000}
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                  />
                </S.Label>
              )}
            </form.Field>
            {!user && (
              <form.Field name="createProfile">
                {(field) => (
                  <>
                    <S.Check>
                      <input
                        type="checkbox"
                        checked={field.state.value}
                        onChange={(event) => {
                          field.handleChange(event.target.checked);
                          dropProblem('createProfile')();
                        }}
                      />
                      <FormattedMessage id="checkout.field.createProfile" />
                    </S.Check>
                    {field.state.value && (
                      <EmailConfirmation
                        email={values.email}
                        confirmed={confirmedEmail}
                        onConfirmed={setConfirmedEmail}
                      />
                    )}
                    {fieldProblem('createProfile') && <ProblemLine problem={fieldProblem('createProfile')} />}
                  </>
                )}
              </form.Field>
            )}
          </S.Section>

          {problems.form && <ProblemLine problem={problems.form} />}
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

        <S.Summary aria-label={label('cart.summary')} aria-busy={cart.updating || quote.isFetching}>
          <h2>
            <FormattedMessage id="cart.summary" />
          </h2>
          <ul>
            {cart.lines.map((line, index) => (
              <li key={line.product_variant_id}>
                <span>
                  {line.variant
                    ? `${line.variant.product_name}, ${line.variant.color_name}, ${line.variant.size_name}`
                    : label('cart.unavailable')}{' '}
                  × {line.quantity}
                  {problems.lines[index] && <ProblemLine problem={problems.lines[index]} />}
                </span>
                <span>{line.price ? money(line.price.line_total) : ''}</span>
              </li>
            ))}
          </ul>
          {problems.promocode && <ProblemLine problem={problems.promocode} />}
          {cart.prices && (
            <dl>
              <dt>
                <FormattedMessage id="cart.products" />
              </dt>
              <dd>{money(cart.prices.amount_product_price)}</dd>
              {cart.prices.discounts.map((discount) => (
                <SummaryRow
                  key={`${discount.type}-${discount.code ?? ''}`}
                  label={discount.label}
                  value={discountAmountText(discount, money)}
                />
              ))}
              <dt>
                <FormattedMessage id="checkout.deliveryPrice" />
              </dt>
              <dd>
                {deliveryPrice === null ? '—' : deliveryPrice === 0 ? label('checkout.free') : money(deliveryPrice)}
              </dd>
              <dt className="total">
                <FormattedMessage id="cart.total" />
              </dt>
              <dd className="total">{money(cart.prices.total_price + (deliveryPrice ?? 0))}</dd>
            </dl>
          )}
          <AppLink href={cartUrl}>
            <FormattedMessage id="checkout.editCart" />
          </AppLink>
        </S.Summary>
      </S.Page>
    </Container>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function ProblemLine({ problem }: { problem: RuleMessage | null }) {
  if (!problem) return null;
  return (
    <S.Problem role="alert">
      <FormattedMessage id={problem.id} values={problem.values} />
    </S.Problem>
  );
}

function DeliveryChoice({
  method,
  checked,
  price,
  onChoose,
}: {
  method: DeliveryMethod;
  checked: boolean;
  price: string;
  onChoose: () => void;
}) {
  return (
    <S.Choice $checked={checked}>
      <input type="radio" name="delivery_id" value={method.id} checked={checked} onChange={onChoose} />
      <span>
        <strong>{method.name}</strong>
        <S.Muted>{method.description}</S.Muted>
      </span>
      <strong>{price}</strong>
    </S.Choice>
  );
}

function PaymentChoice({
  method,
  checked,
  onChoose,
}: {
  method: PaymentMethod;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <S.Choice $checked={checked}>
      <input type="radio" name="payment_id" value={method.id} checked={checked} onChange={onChoose} />
      <span>
        <strong>{method.name}</strong>
        <S.Muted>{method.description}</S.Muted>
      </span>
      <span />
    </S.Choice>
  );
}
