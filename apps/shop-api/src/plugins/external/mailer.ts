import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '../../db/schema';
import { renderMail, type MailMessage } from '../../lib/mail-templates';

export interface Mailer {
  /** Renders the message in the shopper's language and sends it; rejects when delivery fails. */
  send(to: string, message: MailMessage, locale: Locale): Promise<void>;
  /** Where mails are written with the file outbox (MAIL_OUTBOX); null when they go out by SMTP. */
  readonly outbox: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The folder of the file outbox under DATA_DIR. */
export const OUTBOX_FOLDER = 'outbox';

/**
 * Mail through nodemailer: SMTP_URL delivers for real; with the file outbox (the default outside
 * production, `MAIL_OUTBOX=file` in it; config/env.ts refuses production with neither) every mail is written to
 * `${DATA_DIR}/outbox/<epoch ms>-<random>.json` (nodemailer's JSON form: from, to, subject, text,
 * html, plus `template` and `locale`), which the demo, the operator and the e2e tests read.
 */
export default fp(
  async (app) => {
    const { SMTP_URL, MAIL_FROM, DATA_DIR, MAIL_OUTBOX } = app.env;
    const outbox = MAIL_OUTBOX === 'file' ? join(DATA_DIR, OUTBOX_FOLDER) : null;
    const transport: Transporter = SMTP_URL
      ? nodemailer.createTransport(SMTP_URL, { from: MAIL_FROM })
      : nodemailer.createTransport({ jsonTransport: true }, { from: MAIL_FROM });

    const mailer: Mailer = {
      outbox,
      async send(to, message, locale) {
        const rendered = renderMail(message, locale);
        const info = await transport.sendMail({ to, ...rendered });
        if (!outbox) return;
        const json = JSON.parse(String(info.message)) as Record<string, unknown>;
        await mkdir(outbox, { recursive: true, mode: 0o700 });
        const name = `${Date.now()}-${randomBytes(4).toString('hex')}`;
        // Written whole, then renamed: a reader polling the folder never sees half a mail.
        const partial = join(outbox, `.${name}.tmp`);
        await writeFile(partial, JSON.stringify({ ...json, template: message.template, locale }, null, 2), {
          mode: 0o600,
        });
        await rename(partial, join(outbox, `${name}.json`));
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mailer', dependencies: ['env'] },
);
