import type { MessageKey } from '@shop/i18n';
import { Select, Spinner } from '@shop/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import type { useCheckoutChoices } from '../../hooks/useCheckoutChoices';
import * as S from '../Checkout.styles';
import { ProblemLine } from '../ProblemLine';
import { FormSection } from './FormSection';
import type { SectionProps } from './CheckoutTextField';
import { MethodChoices } from './MethodChoices';

interface DeliverySectionProps extends SectionProps {
  choices: Pick<ReturnType<typeof useCheckoutChoices>, 'deliveries' | 'methods' | 'chosen' | 'options' | 'quote'>;
  money: (amount: number) => string;
}

/** How it comes: the country's methods priced for the cart, a pickup point or time slot, and the time. */
export function DeliverySection({ form, problems, dropProblem, choices, money }: DeliverySectionProps) {
  const intl = useIntl();
  const label = (id: MessageKey) => intl.formatMessage({ id });
  const { deliveries, methods, chosen, options, quote } = choices;
  return (
    <FormSection titleId="checkout.delivery" busy={deliveries.isFetching}>
      {deliveries.isPending ? (
        <Spinner label={label('checkout.loadingDeliveries')} />
      ) : methods.length === 0 ? (
        <ProblemLine problem={{ id: 'checkout.noDelivery' }} quiet />
      ) : (
        <form.Field name="delivery_id">
          {(field) => (
            <MethodChoices
              name="delivery_id"
              label={label('checkout.delivery')}
              methods={methods}
              chosen={field.state.value}
              price={(method) => (method.price === 0 ? label('checkout.free') : money(method.price))}
              onChoose={(id) => {
                field.handleChange(id);
                dropProblem('delivery_id');
              }}
            />
          )}
        </form.Field>
      )}
      <ProblemLine problem={problems.fields.delivery_id} />
      {chosen?.has_options && (
        <form.Field name="option_id">
          {(field) => (
            <Select
              label={intl.formatMessage({
                id: chosen.type === 'pickup' ? 'checkout.field.pickupPoint' : 'checkout.field.timeSlot',
              })}
              name="option_id"
              value={field.state.value ?? ''}
              onChange={(event) => {
                field.handleChange(event.target.value || null);
                dropProblem('option_id');
              }}
            >
              <option value="">{label('checkout.field.choose')}</option>
              {(options.data?.options ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.address ? `${option.name}, ${option.address}` : option.name}
                </option>
              ))}
            </Select>
          )}
        </form.Field>
      )}
      <ProblemLine problem={problems.fields.option_id} />
      {chosen && quote.data && (
        <S.Muted>
          <FormattedMessage id="checkout.deliveryTime" values={{ time: quote.data.time.label }} />
        </S.Muted>
      )}
    </FormSection>
  );
}
