import type { PaymentMethod } from '@shop/api';
import { useIntl } from 'react-intl';
import { ProblemLine } from '../ProblemLine';
import { FormSection } from './FormSection';
import type { SectionProps } from './CheckoutTextField';
import { MethodChoices } from './MethodChoices';

/** How it is paid: the methods fit for the chosen delivery. */
export function PaymentSection({
  form,
  problems,
  dropProblem,
  payments,
}: SectionProps & { payments: readonly PaymentMethod[] }) {
  const intl = useIntl();
  return (
    <FormSection titleId="checkout.payment">
      <form.Field name="payment_id">
        {(field) => (
          <MethodChoices
            name="payment_id"
            label={intl.formatMessage({ id: 'checkout.payment' })}
            methods={payments}
            chosen={field.state.value}
            onChoose={(id) => {
              field.handleChange(id);
              dropProblem('payment_id');
            }}
          />
        )}
      </form.Field>
      <ProblemLine problem={problems.fields.payment_id} />
    </FormSection>
  );
}
