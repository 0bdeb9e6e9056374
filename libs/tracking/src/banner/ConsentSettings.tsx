import { CONSENT_PURPOSES, type ConsentChoice } from '@shop/i18n';
import { Button, Checkbox } from '@shop/ui';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as S from './ConsentBanner.styles';

export interface ConsentSettingsProps {
  /** The choice the switches start from: the current one, or nothing allowed before a choice. */
  initial: ConsentChoice;
  saving: boolean;
  failed: boolean;
  onSave: (choice: ConsentChoice) => void;
}

/** A switch per optional purpose with its one-line explanation, the necessary cookies always on, and Save. */
export function ConsentSettings({ initial, saving, failed, onSave }: ConsentSettingsProps) {
  const intl = useIntl();
  const id = useId();
  const [choice, setChoice] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(choice);
  };
  return (
    <form onSubmit={submit}>
      <S.Purposes>
        <S.Purpose>
          <Checkbox
            role="switch"
            checked
            disabled
            aria-describedby={`${id}-necessary`}
            label={intl.formatMessage({ id: 'consent.necessary' })}
          />
          <S.Hint id={`${id}-necessary`}>
            <FormattedMessage id="consent.necessaryHint" />
          </S.Hint>
        </S.Purpose>
        {CONSENT_PURPOSES.map((purpose) => (
          <S.Purpose key={purpose}>
            <Checkbox
              role="switch"
              name={purpose}
              checked={choice[purpose]}
              onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
              aria-describedby={`${id}-${purpose}`}
              label={intl.formatMessage({ id: `consent.${purpose}` })}
            />
            <S.Hint id={`${id}-${purpose}`}>
              <FormattedMessage id={`consent.${purpose}Hint`} />
            </S.Hint>
          </S.Purpose>
        ))}
      </S.Purposes>
      {failed && (
        <S.Problem role="alert">
          <FormattedMessage id="consent.failed" />
        </S.Problem>
      )}
      <Button type="submit" disabled={saving}>
        <FormattedMessage id={saving ? 'consent.saving' : 'consent.save'} />
      </Button>
    </form>
  );
}
