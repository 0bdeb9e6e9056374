import { useDeleteProfile, type Customer } from '@shop/api';
import { readEmailIdentity, ruleMessage, useSignOut } from '@shop/auth';
import { Button, Checkbox, Modal } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormButtons } from '../components/FormButtons';
import { FormOutcome } from '../components/FormOutcome';
import * as S from '../components/Profile.styles';
import { ProfileSection } from '../components/ProfileSection';
import { ProofField, useProof } from '../components/ProofField';
import { useFormProblems } from '../hooks/useFormProblems';
import { REJECTED_CODE } from './EmailByCode';
import { PROOF_FIELDS, reauthentication } from './reauthentication';

/**
 * The confirmation of a deletion: what goes and what stays, whether the reviews go too, and the
 * current password (or, without one, a code mailed to the account's e-mail). A deleted account's
 * session is gone: the page forgets the customer as signing out does and the home page says so.
 */
export function DeleteAccountForm({ customer, onCancel }: { customer: Customer; onCancel: () => void }) {
  const intl = useIntl();
  const remove = useDeleteProfile();
  const signOut = useSignOut();
  const { problems, setProblems, reset, fail, clear } = useFormProblems(PROOF_FIELDS, 'deleting the account');
  const proofField = useProof(customer);
  const form = useForm({
    canSubmitWhenInvalid: true,
    defaultValues: { proof: '', delete_reviews: false },
    onSubmit: async ({ value }) => {
      reset();
      const proof = reauthentication(value.proof, customer.has_password, readEmailIdentity());
      if (!proof) {
        setProblems({ fields: { code: REJECTED_CODE }, form: null });
        return;
      }
      try {
        await remove.mutateAsync({ data: { ...proof, keep_reviews: !value.delete_reviews } });
      } catch (error) {
        fail(error);
        return;
      }
      await signOut({ ended: true, notice: ruleMessage('profile.delete.done') });
    },
  });
  return (
    <S.Form onSubmit={() => void form.handleSubmit()}>
      <S.List>
        <li>
          <FormattedMessage id="profile.delete.what" />
        </li>
        <li>
          <FormattedMessage id="profile.delete.orders" />
        </li>
        <li>
          <FormattedMessage id="profile.delete.reviews" />
        </li>
      </S.List>
      <form.Field name="delete_reviews">
        {(field) => (
          <Checkbox
            name={field.name}
            checked={field.state.value}
            onChange={(event) => field.handleChange(event.target.checked)}
            label={intl.formatMessage({ id: 'profile.delete.alsoReviews' })}
          />
        )}
      </form.Field>
      <form.Field name="proof" validators={proofField.validators}>
        {(field) => (
          <ProofField
            customer={customer}
            field={field}
            label={proofField.label}
            problems={problems.fields}
            clear={clear}
          />
        )}
      </form.Field>
      <FormOutcome problem={problems.form} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormButtons submit="profile.delete.confirm" submitting={submitting} onCancel={onCancel} />}
      </form.Subscribe>
    </S.Form>
  );
}

/** The danger zone: deleting the account, behind a confirmation dialog. */
export function DeleteAccountSection({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={intl.formatMessage({ id: 'profile.delete.title' })} danger>
      <S.Text>
        <FormattedMessage id="profile.delete.intro" />
      </S.Text>
      <S.Actions>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <FormattedMessage id="profile.delete.open" />
        </Button>
      </S.Actions>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'profile.delete.dialogTitle' })}
        showTitle
        closeLabel={intl.formatMessage({ id: 'auth.close' })}
      >
        {open && <DeleteAccountForm customer={customer} onCancel={() => setOpen(false)} />}
      </Modal>
    </ProfileSection>
  );
}
