import { SHIP_TO_COUNTRIES, useLocale } from '@shop/i18n';
import { Checkbox, Select } from '@shop/ui';
import { useStore } from '@tanstack/react-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddressSearch } from '../AddressSearch';
import * as S from '../Checkout.styles';
import { FormSection } from './FormSection';
import { CheckoutTextField, type SectionProps } from './CheckoutTextField';

/** Where it goes: the country, the address search that fills the fields, and the address itself. */
export function AddressSection(props: SectionProps) {
  const { form } = props;
  const intl = useIntl();
  const { locale } = useLocale();
  const countryCode = useStore(form.store, (state) => state.values.country_code);
  const entireHouse = useStore(form.store, (state) => state.values.entire_house);
  return (
    <FormSection titleId="checkout.address">
      <form.Field name="country_code">
        {(field) => (
          <Select
            label={intl.formatMessage({ id: 'checkout.field.country' })}
            name="country_code"
            autoComplete="country"
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
          >
            {SHIP_TO_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code}
              </option>
            ))}
          </Select>
        )}
      </form.Field>
      <AddressSearch
        countryCode={countryCode}
        onPick={(place) => {
          if (place.city) form.setFieldValue('city', place.city);
          if (place.postcode) form.setFieldValue('postcode', place.postcode);
          if (place.street) form.setFieldValue('street', place.street);
          if (place.house) form.setFieldValue('house', place.house);
        }}
      />
      <S.Row>
        <CheckoutTextField {...props} name="city" labelId="checkout.field.city" autoComplete="address-level2" />
        <CheckoutTextField {...props} name="postcode" labelId="checkout.field.postcode" autoComplete="postal-code" />
      </S.Row>
      <S.Row>
        <CheckoutTextField {...props} name="street" labelId="checkout.field.street" autoComplete="address-line1" />
        <CheckoutTextField {...props} name="house" labelId="checkout.field.house" />
      </S.Row>
      <form.Field name="entire_house">
        {(field) => (
          <Checkbox
            label={<FormattedMessage id="checkout.field.entireHouse" />}
            checked={field.state.value}
            onChange={(event) => field.handleChange(event.target.checked)}
          />
        )}
      </form.Field>
      {!entireHouse && (
        <S.Row>
          <CheckoutTextField {...props} name="flat" labelId="checkout.field.flat" />
          <CheckoutTextField {...props} name="floor" labelId="checkout.field.floor" />
        </S.Row>
      )}
    </FormSection>
  );
}
