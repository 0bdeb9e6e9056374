import { enMessages, ruMessages, type Locale } from '@shop/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkValue, isEmpty, latinDigits, rules } from './rules';
import { defaultMessage, type RuleMessage } from './messages';
import { maskPhone, normalizePhone } from './phone';

const intl = {
  en: createIntl({ locale: 'en', messages: enMessages }),
  ru: createIntl({ locale: 'ru', messages: ruMessages }),
};
const say = (message: RuleMessage | undefined, locale: Locale = 'en') =>
  message
    ? intl[locale].formatMessage({ id: message.id }, { ...message.values, link: (chunks) => chunks.join('') })
    : undefined;

describe('the validation rules', () => {
  it('counts nothing, blank text, an empty list and false as empty', () => {
    for (const empty of [undefined, null, '', '   ', [], false]) expect(isEmpty(empty), String(empty)).toBe(true);
    for (const filled of ['a', 0, [1], true, {}]) expect(isEmpty(filled), String(filled)).toBe(false);
  });

  it('required', () => {
    const rule = rules.required('E-mail');
    expect(say(rule(''))).toBe('E-mail is required.');
    expect(say(rule([]), 'ru')).toBe('Поле «E-mail» обязательно.');
    expect(rule(false)).toBeDefined();
    expect(rule('anna@example.com')).toBeUndefined();
  });

  it('requiredIf and requiredIfNot follow another field', () => {
    const ifCompany = rules.requiredIf('VAT number', 'company');
    expect(say(ifCompany('', { company: 'Swim Oy' }))).toBe('VAT number is required.');
    expect(ifCompany('', { company: '' })).toBeUndefined();
    const ifCountry = rules.requiredIf('Postcode', 'country', 'FI');
    expect(ifCountry('', { country: 'FI' })).toBeDefined();
    expect(ifCountry('', { country: 'EE' })).toBeUndefined();
    const unlessHouse = rules.requiredIfNot('Flat', 'entire_house', true);
    expect(say(unlessHouse('', { entire_house: false }), 'ru')).toBe('Поле «Flat» обязательно.');
    expect(unlessHouse('', { entire_house: true })).toBeUndefined();
    const unlessPhone = rules.requiredIfNot('E-mail', 'phone');
    expect(unlessPhone('', { phone: '' })).toBeDefined();
    expect(unlessPhone('', { phone: '+3584012345' })).toBeUndefined();
  });

  it('min and max count characters', () => {
    expect(say(rules.min('Password', 8)('short'))).toBe('Password must be at least 8 characters long.');
    expect(say(rules.min('Пароль', 8)('short'), 'ru')).toBe('Поле «Пароль» должно содержать не меньше 8 символов.');
    expect(rules.min('Password', 8)('12345678')).toBeUndefined();
    expect(say(rules.max('Name', 3)('Anna'))).toBe('Name may not be longer than 3 characters.');
    expect(say(rules.max('Имя', 1)('Аня'), 'ru')).toBe('Поле «Имя» должно содержать не больше 1 символа.');
    expect(rules.max('Name', 4)('Anna')).toBeUndefined();
  });

  it('email takes a standard address only', () => {
    const rule = rules.email('E-mail');
    for (const good of ['anna@example.com', 'a.b+c@shop.co.uk']) expect(rule(good), good).toBeUndefined();
    for (const bad of [
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'an na@example.com',
      `${'a'.repeat(250)}@example.com`,
    ])
      expect(rule(bad), bad).toBeDefined();
    expect(say(rule('anna@'))).toBe('E-mail must be a valid e-mail address.');
    expect(say(rule('anna@'), 'ru')).toBe('В поле «E-mail» должен быть правильный адрес e-mail.');
  });

  it('phone is + and 8 to 20 digits, typed through the mask', () => {
    const rule = rules.phone('Phone');
    expect(rule('+35840123')).toBeUndefined();
    expect(rule('+3(584)01234567')).toBeUndefined();
    expect(rule(`+${'1'.repeat(20)}`)).toBeUndefined();
    expect(rule('+1234567')).toBeDefined();
    expect(say(rule('12'))).toBe('Phone must be + followed by 8 to 20 digits.');
    expect(say(rule('12'), 'ru')).toBe('Поле «Phone»: + и от 8 до 20 цифр.');
  });

  it('masks and normalises a phone number', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('3')).toBe('+3');
    expect(maskPhone('3584')).toBe('+3(584');
    expect(maskPhone('+3 584 0123 4567')).toBe('+3(584)01234567');
    expect(maskPhone('358401234567890')).toBe('+3(584)01234567890');
    expect(normalizePhone('+3(584)01234567')).toBe('+358401234567');
    expect(normalizePhone('(')).toBe('');
  });

  it('alpha takes letters of any script', () => {
    const rule = rules.alpha('Name');
    expect(rule('Anna')).toBeUndefined();
    expect(rule('Анна')).toBeUndefined();
    expect(say(rule('Anna1'))).toBe('Name may only contain letters.');
    expect(say(rule('Anna-Maria'), 'ru')).toBe('В поле «Name» допустимы только буквы.');
  });

  it('numeric takes Latin or Arabic-Indic digits', () => {
    const rule = rules.numeric('Code');
    expect(rule('123456')).toBeUndefined();
    expect(rule('١٢٣٤٥٦')).toBeUndefined();
    expect(rule('۱۲۳')).toBeUndefined();
    expect(say(rule('12a'))).toBe('Code may only contain digits.');
    expect(say(rule('-1'), 'ru')).toBe('В поле «Code» допустимы только цифры.');
    expect(latinDigits('١٢٣۴۵۶')).toBe('123456');
  });

  it('boolean takes true, false, 1 and 0', () => {
    const rule = rules.boolean('Consent');
    for (const good of [true, false, 1, 0, '1', '0']) expect(rule(good), String(good)).toBeUndefined();
    expect(say(rule('yes'))).toBe('Consent must be yes or no.');
    expect(say(rule(2), 'ru')).toBe('Поле «Consent» должно быть «да» или «нет».');
  });

  it('password is 8 to 64 characters (not the spec’s 12)', () => {
    const rule = rules.password('Password');
    expect(rule('12345678')).toBeUndefined();
    expect(rule('x'.repeat(64))).toBeUndefined();
    expect(say(rule('1234567'))).toBe('Password must be at least 8 characters long.');
    expect(say(rule('x'.repeat(65)))).toBe('Password may not be longer than 64 characters.');
  });

  it('code is 6 digits', () => {
    const rule = rules.code('Code');
    expect(rule('123456')).toBeUndefined();
    expect(rule('١٢٣٤٥٦')).toBeUndefined();
    expect(say(rule('12345'))).toBe('Code must be 6 digits.');
    expect(say(rule('12345'), 'ru')).toBe('Поле «Code» должно состоять из 6 цифр.');
    expect(say(rule('12345a'))).toBe('Code may only contain digits.');
  });

  it('has a generic message for a rule of its own', () => {
    const rule = rules.valid('Postcode', (value) => value === '00100');
    expect(rule('00100')).toBeUndefined();
    expect(say(rule('1'))).toBe('Postcode is not valid.');
    expect(say(defaultMessage('Индекс'), 'ru')).toBe('Поле «Индекс» заполнено неверно.');
  });

  it('checks lightly (a filled value, no required rules) before strictly', () => {
    const emailRules = [rules.required('E-mail'), rules.email('E-mail')];
    expect(checkValue(emailRules, '', {}, 'light')).toBeUndefined();
    expect(say(checkValue(emailRules, '', {}, 'strict'))).toBe('E-mail is required.');
    expect(say(checkValue(emailRules, 'anna@', {}, 'light'))).toBe('E-mail must be a valid e-mail address.');
    expect(checkValue(emailRules, 'anna@example.com', {}, 'strict')).toBeUndefined();
  });

  it('lets an optional field stay empty, even strictly', () => {
    const phoneRules = [rules.phone('Phone')];
    expect(checkValue(phoneRules, '', {}, 'strict')).toBeUndefined();
    expect(say(checkValue(phoneRules, '+1', {}, 'strict'))).toBe('Phone must be + followed by 8 to 20 digits.');
    const flatRules = [rules.requiredIfNot('Flat', 'entire_house', true), rules.max('Flat', 10)];
    expect(say(checkValue(flatRules, '', { entire_house: false }, 'strict'))).toBe('Flat is required.');
    expect(checkValue(flatRules, '', { entire_house: false }, 'light')).toBeUndefined();
  });
});
