import type { PaymentMethod } from '@shop/api';
import { pushAddPaymentInfo, type checkoutEcommerce } from '../../analytics';
import { useIntl } from 'react-intl';
import { ProblemLine } from '../ProblemLine';
import { FormSection } from './FormSection';
import type { SectionProps } from './CheckoutTextField';
import { MethodChoices } from './MethodChoices';

/** How it is paid: the methods fit for the chosen delivery; GA4's `add_payment_info` on each choice. */
export function PaymentSection({
  form,
  problems,
  dropProblem,
  payments,
  ecommerce,
}: SectionProps & { payments: readonly PaymentMethod[]; ecommerce: ReturnType<typeof checkoutEcommerce> }) {
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
              const method = payments.find((payment) => payment.id === id);
              if (method && ecommerce && id !== field.state.value) pushAddPaymentInfo(ecommerce, method);
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
