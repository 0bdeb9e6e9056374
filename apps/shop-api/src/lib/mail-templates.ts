import type { Locale } from '../db/schema';
import { escapeHtml } from './html';

/** The mails the shop sends, each with what it needs. */
export type MailMessage =
  | { template: 'email-code'; code: string; minutes: number }
  | { template: 'password-reset'; link: string; minutes: number }
  | { template: 'verify-email'; link: string; hours: number }
  | { template: 'password-changed' }
  /** To the old address: the account's e-mail is now `newEmail` (masked, `a***@e******.com`). */
  | { template: 'email-changed'; newEmail: string }
  | { template: 'account-deleted' }
  | {
      template: 'order-confirmation';
      number: string;
      firstName: string;
      link: string;
      /** Each line as shown: name with colour and size, quantity, formatted line total. */
      lines: Array<{ name: string; quantity: number; total: string }>;
      /** The delivery method and its formatted price. */
      delivery: string;
      total: string;
      /** How long an unpaid order holds its stock, and whether it is paid on pickup; null when paid. */
      hold: { hours: number; atPickup: boolean } | null;
    };

const ruPlural = new Intl.PluralRules('ru');
/** "30 минут", "1 час", "72 часа": a count with the Russian word's form for it. */
function ruCount(count: number, forms: { one: string; few: string; many: string }): string {
  const form = ruPlural.select(count);
  return `${count} ${form === 'one' ? forms.one : form === 'few' ? forms.few : forms.many}`;
}

/** The order mail's line on how long an unpaid order waits. */
function holdLine(hold: { hours: number; atPickup: boolean }, ru: boolean): string {
  const minutes = Math.round(hold.hours * 60);
  const span = ru
    ? hold.hours >= 1 && Number.isInteger(hold.hours)
      ? ruCount(hold.hours, { one: 'час', few: 'часа', many: 'часов' })
      : ruCount(minutes, { one: 'минуту', few: 'минуты', many: 'минут' })
    : hold.hours >= 1 && Number.isInteger(hold.hours)
      ? `${hold.hours} ${hold.hours === 1 ? 'hour' : 'hours'}`
      : `${minutes} minutes`;
  if (hold.atPickup) {
    return ru
      ? `Мы храним заказ ${span}: оплатите его при получении в этот срок, иначе он будет отменён.`
      : `We keep your order for ${span}: collect and pay for it within that time, or it is cancelled.`;
  }
  return ru
    ? `Заказ ждёт оплаты ${span}; неоплаченный, он будет отменён.`
    : `The order waits ${span} for payment; unpaid by then, it is cancelled.`;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Copy {
  subject: string;
  lines: string[];
  /** A button under the lines: its label and address. */
  action?: { label: string; href: string };
}

function copy(message: MailMessage, locale: Locale): Copy {
  const ru = locale === 'ru';
  switch (message.template) {
    case 'email-code':
      return ru
        ? {
            subject: `Ваш код подтверждения: ${message.code}`,
            lines: [
              `Ваш код подтверждения: ${message.code}`,
              `Код действует ${message.minutes} минут. Если вы его не запрашивали, просто проигнорируйте это письмо.`,
            ],
          }
        : {
            subject: `Your confirmation code: ${message.code}`,
            lines: [
              `Your confirmation code is ${message.code}`,
              `It is valid for ${message.minutes} minutes. If you did not ask for it, ignore this e-mail.`,
            ],
          };
    case 'password-reset':
      return ru
        ? {
            subject: 'Восстановление пароля',
            lines: [
              'Чтобы задать новый пароль, перейдите по ссылке.',
              `Ссылка действует ${message.minutes} минут и только один раз. Если вы не запрашивали восстановление, ничего не делайте: пароль не изменится.`,
            ],
            action: { label: 'Задать новый пароль', href: message.link },
          }
        : {
            subject: 'Reset your password',
            lines: [
              'Follow the link to choose a new password.',
              `The link works once, for ${message.minutes} minutes. If you did not ask for it, do nothing: your password stays as it is.`,
            ],
            action: { label: 'Choose a new password', href: message.link },
          };
    case 'verify-email':
      return ru
        ? {
            subject: 'Подтвердите e-mail',
            lines: ['Подтвердите адрес электронной почты вашего аккаунта.', `Ссылка действует ${message.hours} часов.`],
            action: { label: 'Подтвердить e-mail', href: message.link },
          }
        : {
            subject: 'Confirm your e-mail',
            lines: [
              'Please confirm the e-mail address of your account.',
              `The link is valid for ${message.hours} hours.`,
            ],
            action: { label: 'Confirm my e-mail', href: message.link },
          };
    case 'password-changed':
      return ru
        ? {
            subject: 'Пароль изменён',
            lines: [
              'Пароль вашего аккаунта только что изменён; другие устройства вышли из аккаунта.',
              'Если это были не вы, восстановите пароль по ссылке «Забыли пароль?» на странице входа и напишите нам.',
            ],
          }
        : {
            subject: 'Your password was changed',
            lines: [
              'The password of your account was just changed; your other devices were signed out.',
              'If this was not you, reset your password with "Forgot password?" on the sign-in page and write to us.',
            ],
          };
    case 'email-changed':
      return ru
        ? {
            subject: 'E-mail аккаунта изменён',
            lines: [
              `Ваш аккаунт теперь входит с адресом ${message.newEmail}; на этот адрес письма больше не придут.`,
              'Если это были не вы, сразу напишите нам.',
            ],
          }
        : {
            subject: 'Your account e-mail was changed',
            lines: [
              `Your account now signs in with ${message.newEmail}; this address gets no more mail from us.`,
              'If this was not you, write to us at once.',
            ],
          };
    case 'account-deleted':
      return ru
        ? {
            subject: 'Аккаунт удалён',
            lines: [
              'Ваш аккаунт удалён вместе с личными данными. Заказы остаются в бухгалтерии магазина без имени, адреса и контактов.',
              'Спасибо, что были с нами.',
            ],
          }
        : {
            subject: 'Your account was deleted',
            lines: [
              'Your account and its personal data are deleted. Orders stay in the shop’s books without name, address or contacts.',
              'Thank you for shopping with us.',
            ],
          };
    case 'order-confirmation': {
      const lines = message.lines.map((line) => `${line.name} × ${line.quantity}: ${line.total}`);
      return ru
        ? {
            subject: `Заказ ${message.number} принят`,
            lines: [
              `${message.firstName}, спасибо за заказ!`,
              `Номер заказа: ${message.number}.`,
              ...lines,
              `Доставка — ${message.delivery}`,
              `Итого: ${message.total}`,
              ...(message.hold ? [holdLine(message.hold, true)] : []),
            ],
            action: { label: 'Открыть заказ', href: message.link },
          }
        : {
            subject: `Order ${message.number} received`,
            lines: [
              `Thank you for your order, ${message.firstName}!`,
              `Order number: ${message.number}.`,
              ...lines,
              `Delivery — ${message.delivery}`,
              `Total: ${message.total}`,
              ...(message.hold ? [holdLine(message.hold, false)] : []),
            ],
            action: { label: 'View your order', href: message.link },
          };
    }
  }
}

/** Renders a mail in the shopper's language as plain text and as simple, escaped HTML. */
export function renderMail(message: MailMessage, locale: Locale): RenderedMail {
  const { subject, lines, action } = copy(message, locale);
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.href}`] : [])].join('\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;font-size:16px;color:#111">${paragraphs}${button}</body></html>`;
  return { subject, text, html };
}
