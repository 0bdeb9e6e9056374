import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E_DATA_DIR } from './server';

/** A mail as the API's file outbox keeps it (no SMTP_URL in the e2e shop). */
export interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
  template: 'email-code' | 'password-reset' | 'verify-email' | 'order-confirmation';
  locale: 'en' | 'ru';
}

/** Every mail the shop has written, oldest first. */
export async function allMails(): Promise<OutboxMail[]> {
  const folder = join(E2E_DATA_DIR, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as OutboxMail));
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  return (await allMails()).filter((mail) => mail.to.some((to) => to.address === address.toLowerCase()));
}

/** How many mails the address has had; pass it to `nextMail` to wait for the one after. */
export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/** Waits (up to 10 s) for mail number `after + 1` to the address and returns it. */
export async function nextMail(address: string, after: number): Promise<OutboxMail> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mails = await mailsTo(address);
    if (mails.length > after) return mails[after] as OutboxMail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new mail for ${address} in the outbox after ${after}`);
}

/** The 6-digit code of a code mail. */
export function codeOf(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.subject}`);
  return code;
}

/** The link of a reset or verification mail. */
export function linkOf(mail: OutboxMail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail: ${mail.subject}`);
  return new URL(link);
}
