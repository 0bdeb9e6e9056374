/**
 * Mail providers that deliver `name+anything@` to `name@` (sub-addressing), and those that also
 * ignore dots in the local part. Only known providers are folded: elsewhere `a.b@` and `ab@` may
 * be two people.
 */
const PLUS_TAGS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'yandex.ru',
  'yandex.com',
  'ya.ru',
]);
const IGNORES_DOTS = new Set(['gmail.com', 'googlemail.com']);
/** One mailbox known by several domains. */
const SAME_MAILBOX: Record<string, string> = {
  'googlemail.com': 'gmail.com',
  'ya.ru': 'yandex.ru',
  'yandex.com': 'yandex.ru',
};

/**
 * The mailbox an e-mail address delivers to, for limits that count people rather than spellings
 * (a promo code's uses per customer): lower case, trimmed; for the known providers above the
 * `+tag` dropped, Gmail's dots dropped, and a provider's alias domains made one. Never shown or
 * used to send mail: the address as typed is what the shop writes to.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (PLUS_TAGS.has(domain)) local = local.split('+', 1)[0] ?? local;
  if (IGNORES_DOTS.has(domain)) local = local.replaceAll('.', '');
  return `${local || address.slice(0, at)}@${SAME_MAILBOX[domain] ?? domain}`;
}
