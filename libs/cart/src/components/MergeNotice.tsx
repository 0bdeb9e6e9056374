import { Button } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { mergeLineText } from '../mergeText';
import { useMergeReport } from '../sessionCart';
import * as S from './CartButton.styles';

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
              <li key={line.product_variant_id}>{mergeLineText(line, intl)}</li>
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
