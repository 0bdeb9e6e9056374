import { LOCALES, type Locale } from '@shop/locale';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Locale as ContractLocale } from './generated/model/locale';

// The shop's code names its languages from @shop/locale (a util library may not import this
// generated client); this keeps that list and the contract's `Locale` the same.
describe('the languages of @shop/locale', () => {
  it('are the contract’s', () => {
    expect([...LOCALES].sort()).toEqual(Object.values(ContractLocale).sort());
    expectTypeOf<Locale>().toEqualTypeOf<ContractLocale>();
  });
});
