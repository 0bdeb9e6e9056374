import type { Order } from '@shop/api';
import { AppLink, formatMoney, useLocale, type MessageKey } from '@shop/i18n';
import { Button, optimizedImage } from '@shop/ui';
import { useId } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useBuyAgain } from '../orders/useBuyAgain';
import * as S from './OrderHistoryItem.styles';

/** Thumbnails shown of an order's lines; the rest are counted. */
export const ORDER_THUMBNAILS = 4;

const STATUS_TONE = {
  new: 'neutral',
  processing: 'good',
  shipped: 'good',
  delivered: 'good',
  cancelled: 'bad',
} as const;
const PAYMENT_TONE = {
  pending: 'neutral',
  paid: 'good',
  failed: 'bad',
  cancelled: 'bad',
  refunded: 'neutral',
} as const;

/**
 * One order of the history: its number (a link to the order page), the day it was placed, its
 * status, its payment's state, its total and thumbnails of its lines, and "Buy again", which puts
 * its lines into the cart and says in a live region what went in and what did not.
 */
export function OrderHistoryItem({ order }: { order: Order }) {
  const intl = useIntl();
  const { locale, localize } = useLocale();
  const headingId = useId();
  const { buyAgain, pending, outcome, problem } = useBuyAgain(order);
  const shown = order.lines.slice(0, ORDER_THUMBNAILS);
  const hidden = order.lines.length - shown.length;

  return (
    <S.Item aria-labelledby={headingId}>
      <S.Title id={headingId}>
        <AppLink href={localize(`/order/${order.crypto}`)}>
          <FormattedMessage id="order.title" values={{ number: order.number }} />
        </AppLink>
      </S.Title>
      <S.Facts>
        <div>
          <dt>
            <FormattedMessage id="profileOrders.placed" />
          </dt>
          <dd>
            <time dateTime={order.created_at}>
              {/* The shop's days are UTC days (the period filter counts them so), and the server and the browser agree on them. */}
              <FormattedDate value={order.created_at} year="numeric" month="long" day="numeric" timeZone="UTC" />
            </time>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="profileOrders.status" />
          </dt>
          <dd>
            <S.Badge $tone={STATUS_TONE[order.status]}>
              <FormattedMessage id={`order.status.${order.status}` as MessageKey} />
            </S.Badge>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="profileOrders.payment" />
          </dt>
          <dd>
            <S.Badge $tone={PAYMENT_TONE[order.payment_state]}>
              <FormattedMessage id={`order.payment.${order.payment_state}` as MessageKey} />
            </S.Badge>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="profileOrders.total" />
          </dt>
          <dd>{formatMoney(order.totals.total_price, order.totals.currency, locale)}</dd>
        </div>
      </S.Facts>
      <S.Thumbs aria-label={intl.formatMessage({ id: 'profileOrders.lines' }, { number: order.number })}>
        {shown.map((line) => {
          const alt = `${line.product_name}, ${line.color_name}, ${line.size_name} × ${line.quantity}`;
          return (
            <li key={line.product_variant_id}>
              {line.image ? (
                <img src={optimizedImage(line.image.url, 144, 70)} alt={alt} width={56} height={56} loading="lazy" />
              ) : (
                <span data-placeholder role="img" aria-label={alt} />
              )}
            </li>
          );
        })}
        {hidden > 0 && (
          <S.More>
            <FormattedMessage id="profileOrders.moreLines" values={{ count: hidden }} />
          </S.More>
        )}
      </S.Thumbs>
      <S.Actions>
        <Button
          variant="secondary"
          size="sm"
          onClick={buyAgain}
          disabled={pending}
          aria-label={intl.formatMessage({ id: 'profileOrders.buyAgainOrder' }, { number: order.number })}
        >
          <FormattedMessage id="profileOrders.buyAgain" />
        </Button>
      </S.Actions>
      <S.Result role="status">
        {outcome && (
          <>
            <p>
              <FormattedMessage id="profileOrders.added" values={{ count: outcome.added }} />{' '}
              {outcome.added > 0 && (
                <AppLink href={localize('/cart')}>
                  <FormattedMessage id="cart.goToCart" />
                </AppLink>
              )}
            </p>
            {outcome.shortfalls.length > 0 && (
              <ul>
                {outcome.shortfalls.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </>
        )}
        {problem && (
          <S.Problem>
            <FormattedMessage id={problem.id} values={problem.values} />
          </S.Problem>
        )}
      </S.Result>
    </S.Item>
  );
}
