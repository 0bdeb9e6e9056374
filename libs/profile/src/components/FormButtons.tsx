import type { MessageKey } from '@shop/i18n';
import { Button } from '@shop/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import * as S from './Profile.styles';

/** A profile form's submit and, when it can be left, Cancel: all wait while it is being sent. */
export function FormButtons({
  submit,
  submitting,
  onCancel,
  children,
}: {
  submit: MessageKey;
  submitting: boolean;
  onCancel?: () => void;
  /** Other ways on, between the two (e.g. "Use another e-mail"). */
  children?: ReactNode;
}) {
  return (
    <S.Actions>
      <Button type="submit" disabled={submitting}>
        <FormattedMessage id={submit} />
      </Button>
      {children}
      {onCancel && (
        <Button variant="ghost" onClick={onCancel} disabled={submitting}>
          <FormattedMessage id="profile.cancel" />
        </Button>
      )}
    </S.Actions>
  );
}
