import { checkValue } from '@shop/auth';
import { describe, expect, it } from 'vitest';
import { proofRules, reauthentication } from './reauthentication';

describe('the proof of a password change or a deletion', () => {
  it('is the current password for an account that has one', () => {
    expect(reauthentication('correct horse', true, 'identity-key')).toEqual({ current_password: 'correct horse' });
  });

  it('is the mailed code (as Latin digits) with the identity for an account without one', () => {
    expect(reauthentication(' ١٢٣٤٥٦ ', false, 'identity-key')).toEqual({ code: '123456', identity: 'identity-key' });
  });

  it('is nothing without an identity, which the code cannot be checked without', () => {
    expect(reauthentication('123456', false, null)).toBeNull();
  });

  it('asks for any current password, but for a code of 6 digits', () => {
    expect(checkValue(proofRules(true, 'Current password'), 'x')).toBeUndefined();
    expect(checkValue(proofRules(true, 'Current password'), '')).toMatchObject({ id: 'validation.required' });
    expect(checkValue(proofRules(false, 'Code'), '12345')).toMatchObject({ id: 'validation.digits' });
    expect(checkValue(proofRules(false, 'Code'), '123456')).toBeUndefined();
  });
});
