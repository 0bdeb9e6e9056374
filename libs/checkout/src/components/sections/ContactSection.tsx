import { PHONE_INPUT } from '@shop/auth';
import { useIntl } from 'react-intl';
import * as S from '../Checkout.styles';
import { FormSection } from './FormSection';
import { CheckoutTextField, type SectionProps } from './CheckoutTextField';

/** Who orders: name, e-mail and phone (prefilled for a signed-in customer). */
export function ContactSection(props: SectionProps) {
  const intl = useIntl();
  return (
    <FormSection titleId="checkout.contact">
      <S.Row>
        <CheckoutTextField {...props} name="first_name" labelId="checkout.field.firstName" autoComplete="given-name" />
        <CheckoutTextField {...props} name="last_name" labelId="checkout.field.lastName" autoComplete="family-name" />
      </S.Row>
      <S.Row>
        <CheckoutTextField
          {...props}
          name="email"
          labelId="checkout.field.email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <CheckoutTextField
          {...props}
          name="phone"
          labelId="checkout.field.phone"
          {...PHONE_INPUT}
          hint={intl.formatMessage({ id: 'checkout.phoneHint' })}
        />
      </S.Row>
    </FormSection>
  );
}
