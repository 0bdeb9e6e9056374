import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('folds case, Gmail dots, +tags and alias domains of known providers into one mailbox', () => {
    for (const alias of [
      'Anna.Smith@gmail.com',
      'annasmith+promo@gmail.com',
      'a.n.n.a.s.m.i.t.h+2@GoogleMail.com',
      ' ANNASMITH@gmail.com ',
    ]) {
      expect(mailboxOf(alias)).toBe('annasmith@gmail.com');
    }
    expect(mailboxOf('ivan+shop@ya.ru')).toBe('ivan@yandex.ru');
    expect(mailboxOf('ivan+1@outlook.com')).toBe('ivan@outlook.com');
  });

  it('keeps dots and plus signs at providers not known to ignore them', () => {
    expect(mailboxOf('anna.smith@outlook.com')).toBe('anna.smith@outlook.com');
    expect(mailboxOf('anna+smith@example.com')).toBe('anna+smith@example.com');
    expect(mailboxOf('a.b@example.fi')).toBe('a.b@example.fi');
  });

  it('leaves an address whose local part is only a tag as it is', () => {
    expect(mailboxOf('+x@gmail.com')).toBe('+x@gmail.com');
  });
});
