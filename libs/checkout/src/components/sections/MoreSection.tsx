import { useSession } from '@shop/auth';
import { Checkbox, TextArea } from '@shop/ui';
import { useStore } from '@tanstack/react-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmailConfirmation } from '../EmailConfirmation';
import { ProblemLine } from '../ProblemLine';
import { FormSection } from './FormSection';
import type { SectionProps } from './CheckoutTextField';

interface MoreSectionProps extends SectionProps {
  /** The e-mail confirmed by its code, for a guest who asks for an account. */
  confirmedEmail: string | null;
  onConfirmed: (email: string) => void;
}

/** The note to the order and, for a guest, an account made with it (the e-mail confirmed first). */
export function MoreSection({
  form,
  validators,
  problems,
  dropProblem,
  confirmedEmail,
  onConfirmed,
}: MoreSectionProps) {
  const intl = useIntl();
  const { user } = useSession();
  const email = useStore(form.store, (state) => state.values.email);
  return (
    <FormSection titleId="checkout.more">
      <form.Field name="note" validators={validators.note}>
        {(field) => (
          <TextArea
            label={intl.formatMessage({ id: 'checkout.field.note' })}
            name="note"
            maxLength={1000}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
          />
        )}
      </form.Field>
      {!user && (
        <form.Field name="createProfile">
          {(field) => (
            <>
              <Checkbox
                label={<FormattedMessage id="checkout.field.createProfile" />}
                checked={field.state.value}
                onChange={(event) => {
                  field.handleChange(event.target.checked);
                  dropProblem('createProfile');
                }}
              />
              {field.state.value && (
                <EmailConfirmation email={email} confirmed={confirmedEmail} onConfirmed={onConfirmed} />
              )}
              <ProblemLine problem={problems.fields.createProfile} />
            </>
          )}
        </form.Field>
      )}
    </FormSection>
  );
}
