import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/lib/mail-templates';
import { call, uniqueEmail } from '../helpers/auth';
import { buildTestApp, type TestShop } from '../helpers/build-app';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('mail through a real SMTP server (SMTP_URL)', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let shop: TestShop;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((to) => to.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    shop = await buildTestApp({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Shop <shop@example.com>' },
    });
  });

  afterAll(async () => {
    await shop?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the code by SMTP and writes nothing to the file outbox', async () => {
    const email = uniqueEmail();
    const response = await call(shop, 'POST', '/api/v1/customer/send-email-confirmation-code?lang=en', { email });
    expect(response.statusCode, response.body).toBe(200);
    const mail = received.find((item) => item.to.includes(email));
    expect(mail?.from).toBe('shop@example.com');
    expect(mail?.data).toMatch(/Subject: Your confirmation code: \d{6}/);
    expect(shop.app.mailer.outbox).toBeNull();
  });
});

describe('mail templates', () => {
  it('renders each mail in English and Russian, escaping what goes into HTML', () => {
    const code = renderMail({ template: 'email-code', code: '012345', minutes: 10 }, 'ru');
    expect(code.subject).toBe('Ваш код подтверждения: 012345');
    expect(code.text).toContain('10 минут');
    const reset = renderMail(
      { template: 'password-reset', link: 'https://shop.example/reset-password?token=a&email=x"y', minutes: 60 },
      'en',
    );
    expect(reset.text).toContain('https://shop.example/reset-password?token=a&email=x"y');
    expect(reset.html).toContain('href="https://shop.example/reset-password?token=a&amp;email=x&quot;y"');
    expect(renderMail({ template: 'verify-email', link: 'https://shop.example/v', hours: 48 }, 'ru').subject).toBe(
      'Подтвердите e-mail',
    );
  });

  it('renders the account notices in both languages, naming the new address only masked', () => {
    const changed = renderMail({ template: 'email-changed', newEmail: 'n***@e******.org' }, 'ru');
    expect(changed.subject).toBe('E-mail аккаунта изменён');
    expect(changed.text).toContain('n***@e******.org');
    expect(renderMail({ template: 'email-changed', newEmail: 'n***@e******.org' }, 'en').text).toContain(
      'now signs in with n***@e******.org',
    );
    expect(renderMail({ template: 'password-changed' }, 'en').subject).toBe('Your password was changed');
    expect(renderMail({ template: 'password-changed' }, 'ru').text).toContain('другие устройства вышли');
    expect(renderMail({ template: 'account-deleted' }, 'ru').subject).toBe('Аккаунт удалён');
    expect(renderMail({ template: 'account-deleted' }, 'en').html).toContain(
      'Your account and its personal data are deleted.',
    );
  });
});
