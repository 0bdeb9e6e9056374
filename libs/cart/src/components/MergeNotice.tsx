import { Button } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMergeReport, type MergeReportLine } from '../sessionCart';
import * as S from './CartButton.styles';

/** One line the merge could not add in full, in the shopper's words. */
function lineText(line: MergeReportLine, intl: ReturnType<typeof useIntl>): string {
  const name = line.name ?? intl.formatMessage({ id: 'cart.merge.anItem' });
  const values = { name, added: line.added, requested: line.requested };
  if (line.added > 0) return intl.formatMessage({ id: 'cart.merge.limited' }, values);
  // Nothing added though some are left: the account's cart already holds every one of them.
  if (line.reason === 'cart.not_enough_stock') return intl.formatMessage({ id: 'cart.merge.allInCart' }, values);
  if (line.reason === 'cart.sold_out') return intl.formatMessage({ id: 'cart.merge.soldOut' }, values);
  return intl.formatMessage({ id: 'cart.merge.notAdded' }, values);
}

/**
 * After signing in, the lines of this device's cart that the account's cart could not take in full
 * (less stock than asked, sold out, no longer sold), read out politely and kept until dismissed.
 * The live region stays in the page, empty, so the report is read out when it arrives.
 */
export function MergeNotice() {
  const intl = useIntl();
  const { lines, dismiss } = useMergeReport();
  return (
    <S.MergeReport role="status" aria-live="polite">
      {lines.length > 0 && (
        <>
          <p>
            <FormattedMessage id="cart.merge.title" values={{ count: lines.length }} />
          </p>
          <ul>
            {lines.map((line) => (
              <li key={line.product_variant_id}>{lineText(line, intl)}</li>
            ))}
          </ul>
          <Button type="button" variant="secondary" size="sm" onClick={dismiss}>
            <FormattedMessage id="cart.merge.dismiss" />
          </Button>
        </>
      )}
    </S.MergeReport>
  );
}
