import { checkValue } from '@shop/auth';
import { describe, expect, it } from 'vitest';
import { editProfileRequest, personalDataRules, personalDataValues } from './personalData';

const labels = { first_name: 'First name', last_name: 'Last name', phone: 'Phone' };

describe('the personal data form', () => {
  it('starts from the customer, the phone in the input’s mask and missing values empty', () => {
    expect(personalDataValues({ first_name: 'Anna', last_name: null, phone: '+358401234567' })).toEqual({
      first_name: 'Anna',
      last_name: '',
      phone: '+3(584)01234567',
    });
    expect(personalDataValues({ first_name: null, last_name: null, phone: null }).phone).toBe('');
  });

  it('sends trimmed names and the phone as + and digits, or null when cleared', () => {
    expect(editProfileRequest({ first_name: ' Anna ', last_name: 'Virtanen ', phone: '+3(584)01234567' })).toEqual({
      first_name: 'Anna',
      last_name: 'Virtanen',
      phone: '+358401234567',
    });
    expect(editProfileRequest({ first_name: 'Anna', last_name: 'V', phone: '  ' }).phone).toBeNull();
  });

  it('asks for both names, at most 100 characters, and a phone of + and 8 to 20 digits when given', () => {
    const fieldRules = personalDataRules(labels);
    expect(checkValue(fieldRules.first_name, ' ')).toMatchObject({ id: 'validation.required' });
    expect(checkValue(fieldRules.last_name, 'x'.repeat(101))).toMatchObject({ id: 'validation.max' });
    expect(checkValue(fieldRules.last_name, 'x'.repeat(100))).toBeUndefined();
    expect(checkValue(fieldRules.phone, '')).toBeUndefined();
    expect(checkValue(fieldRules.phone, '+3(584)01')).toMatchObject({ id: 'validation.phone' });
    expect(checkValue(fieldRules.phone, '+3(584)01234567')).toBeUndefined();
  });
});
