import type { MessageKey } from '@shop/i18n';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as S from '../Checkout.styles';

/** One part of the order form: a fieldset named by its legend. */
export function FormSection({ titleId, busy, children }: { titleId: MessageKey; busy?: boolean; children: ReactNode }) {
  return (
    <S.Section aria-busy={busy}>
      <legend>
        <FormattedMessage id={titleId} />
      </legend>
      {children}
    </S.Section>
  );
}
