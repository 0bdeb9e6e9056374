import { ApiError, getGetPaymentStatusQueryOptions, payOrder, problemMessage, type Order } from '@shop/api';
import type { RuleMessage } from '@shop/auth';
import { CartTotals } from '@shop/cart';
import { AppLink, formatMoney, useLocale, type MessageKey } from '@shop/i18n';
import { AD_SOURCES, readConsent, readTrackingConfig, runAdSource } from '@shop/tracking';
import { Button, Container, ErrorState, Spinner } from '@shop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pushPurchase } from '../analytics';
import { PAYMENT_POLL_LIMIT_MS, PAYMENT_POLL_MS } from '../constants';
import { orderQuery } from '../orderQuery';
import * as S from './Checkout.styles';
import { ProblemLine } from './ProblemLine';

const PAYMENT_TONE = {
  paid: 'good',
  refunded: 'neutral',
  pending: 'neutral',
  failed: 'bad',
  cancelled: 'bad',
} as const;

/**
 * The order page `/order/{crypto}`: what was ordered, where it goes, the payment's state. While a
 * payment started online is pending, its state is asked every 2 s for at most 2 minutes; a failed
 * or abandoned payment can be paid again. A paid (or pay-later) order tells analytics and its
 * advertising source once.
 */
export function OrderTemplate({ crypto, catalogUrl }: { crypto: string; catalogUrl: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const order = useQuery(orderQuery(crypto, locale));
  const data = order.data?.order;
  // Polling stops for good 2 minutes after the page opened; a reload starts it again.
  const [pollOver, setPollOver] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPollOver(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const polling =
    data !== undefined && data.status === 'new' && data.payment_state === 'pending' && isOnline(data) && !pollOver;
  const status = useQuery(
    getGetPaymentStatusQueryOptions(
      data?.id ?? 0,
      { crypto },
      { query: { enabled: polling, refetchInterval: PAYMENT_POLL_MS } },
    ),
  );

  useEffect(() => {
    if (data && status.data && status.data.state !== data.payment_state)
      void queryClient.invalidateQueries({ queryKey: orderQuery(crypto, locale).queryKey });
  }, [status.data, data, crypto, locale, queryClient]);

  useEffect(() => {
    if (
      data &&
      (data.payment_state === 'paid' ||
        (data.status === 'new' && !data.can_retry_payment && data.payment_state === 'pending' && !isOnline(data)))
    ) {
      pushPurchase(data);
      // The advertising source that brought the shopper (CJ's conversion, the UTM last click), once per order.
      const context = {
        order: { id: data.id, number: data.number, crypto },
        consent: readConsent(),
        config: readTrackingConfig(),
      };
      runAdSource(AD_SOURCES, context).catch((error: unknown) =>
        console.warn('tracking: the advertising source failed', error),
      );
    }
  }, [data, crypto]);

  if (order.isPending) {
    return (
      <Container>
        <Spinner label={intl.formatMessage({ id: 'order.loading' })} />
      </Container>
    );
  }
  if (!data) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <Container>
        <ErrorState
          title={intl.formatMessage({ id: missing ? 'order.notFound' : 'order.failed' })}
          description={intl.formatMessage({ id: missing ? 'order.notFoundHint' : 'status_responses.500' })}
          action={
            <Button as={AppLink} href={catalogUrl}>
              <FormattedMessage id="cart.startShopping" />
            </Button>
          }
        />
      </Container>
    );
  }
  return <OrderView order={data} crypto={crypto} locale={locale} />;
}

/** An online payment is one the shopper makes on a payment page (test gateway or Stripe); paying at pickup is not. */
const isOnline = (order: Order) => order.payment.online;

function OrderView({ order, crypto, locale }: { order: Order; crypto: string; locale: 'en' | 'ru' }) {
  const intl = useIntl();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<RuleMessage | null>(null);
  const money = (amount: number) => formatMoney(amount, order.totals.currency, locale);
  const payable =
    order.status === 'new' && (order.can_retry_payment || (order.payment_state === 'pending' && isOnline(order)));

  const pay = async () => {
    setPaying(true);
    setProblem(null);
    try {
      const payment = await payOrder(order.id, { crypto }, { lang: locale });
      window.location.assign(payment.redirect_url);
    } catch (error) {
      setProblem(problemMessage(error));
      setPaying(false);
    }
  };

  const address = [
    `${order.address.street} ${order.address.house}${order.address.flat ? `, ${intl.formatMessage({ id: 'checkout.field.flat' })} ${order.address.flat}` : ''}`,
    `${order.address.postcode} ${order.address.city}`,
    new Intl.DisplayNames([locale], { type: 'region' }).of(order.address.country_code) ?? order.address.country_code,
  ];

  return (
    <Container>
      <h1>
        <FormattedMessage id="order.title" values={{ number: order.number }} />
      </h1>
      <p>
        <S.Badge $tone={order.status === 'cancelled' ? 'bad' : 'good'}>
          <FormattedMessage id={`order.status.${order.status}` as MessageKey} />
        </S.Badge>{' '}
        <S.Badge $tone={PAYMENT_TONE[order.payment_state]} role="status" data-testid="payment-state">
          <FormattedMessage id={`order.payment.${order.payment_state}` as MessageKey} />
        </S.Badge>
      </p>
      {order.payment_state === 'paid' && (
        <p>
          <FormattedMessage id="order.thanks" values={{ email: order.contact.email }} />
        </p>
      )}
      {payable && (
        <p>
          <Button type="button" onClick={() => void pay()} disabled={paying}>
            <FormattedMessage id={order.can_retry_payment ? 'order.retryPayment' : 'order.payNow'} />
          </Button>
        </p>
      )}
      <ProblemLine problem={problem} />
      <S.Page>
        <S.Details>
          <section>
            <h2>
              <FormattedMessage id="order.delivery" />
            </h2>
            <p>{order.delivery.name}</p>
            {order.delivery.option && (
              <p>
                {order.delivery.option.address
                  ? `${order.delivery.option.name}, ${order.delivery.option.address}`
                  : order.delivery.option.name}
              </p>
            )}
            <S.Muted>{order.delivery.time.label}</S.Muted>
          </section>
          <section>
            <h2>
              <FormattedMessage id="order.address" />
            </h2>
            {address.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
          <section>
            <h2>
              <FormattedMessage id="order.contact" />
            </h2>
            <p>
              {order.contact.first_name} {order.contact.last_name}
            </p>
            <p>{order.contact.email}</p>
            <p>{order.contact.phone}</p>
          </section>
          <section>
            <h2>
              <FormattedMessage id="order.paymentMethod" />
            </h2>
            <p>{order.payment.name}</p>
            {order.note && <S.Muted>{order.note}</S.Muted>}
          </section>
        </S.Details>
        <S.Summary aria-label={intl.formatMessage({ id: 'cart.summary' })}>
          <h2>
            <FormattedMessage id="cart.summary" />
          </h2>
          <ul>
            {order.lines.map((line) => (
              <li key={line.product_variant_id}>
                <span>
                  <AppLink href={line.product_url}>{line.product_name}</AppLink>, {line.color_name}, {line.size_name} ×{' '}
                  {line.quantity}
                </span>
                <span>{money(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <CartTotals
            products={money(order.totals.amount_product_price)}
            discounts={
              order.totals.total_discount > 0
                ? [
                    {
                      key: 'discount',
                      label: order.promocode
                        ? intl.formatMessage({ id: 'order.discountCode' }, { code: order.promocode })
                        : intl.formatMessage({ id: 'order.discount' }),
                      value: `−${money(order.totals.total_discount)}`,
                    },
                  ]
                : []
            }
            delivery={
              order.totals.delivery_price === 0
                ? intl.formatMessage({ id: 'checkout.free' })
                : money(order.totals.delivery_price)
            }
            total={money(order.totals.total_price)}
          />
        </S.Summary>
      </S.Page>
    </Container>
  );
}
