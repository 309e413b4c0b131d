import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { take, type Window } from './rate-limit';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Every e-mail the product sends goes through this one interface. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Local stand-in: stores the message in D1, where /dev/outbox shows it. */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: Db) {}
  async send(mail: Mail) {
    await this.db.insert(mailOutbox).values({ ...mail, sentAt: new Date() });
  }
}

/**
 * Production: a transactional e-mail API that accepts `{ from, to, subject, text, html }` with a
 * bearer token (the shape Resend, Postmark-compatible relays and Cloudflare Email routing workers take).
 */
export class HttpMailer implements Mailer {
  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly from: string,
  ) {}
  async send(mail: Mail) {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: this.from, ...mail }),
    });
    if (!res.ok) throw new Error(`Mail provider answered ${res.status}`);
  }
}

export function createMailer(env: Env, db: Db): Mailer {
  if (env.MAIL_PROVIDER_URL && env.MAIL_PROVIDER_TOKEN) {
    return new HttpMailer(
      env.MAIL_PROVIDER_URL,
      env.MAIL_PROVIDER_TOKEN,
      env.MAIL_FROM || 'Lifelist <hello@lifelist.app>',
    );
  }
  return new OutboxMailer(db);
}

/** How often one recipient may get a kind of e-mail, whatever sends it. */
export type MailCap = Window & { key: string };

/**
 * Every e-mail to an address nobody has confirmed yet (a sign-up's, a new address for an account):
 * a few a day to one recipient, so nobody can use Lifelist to fill a stranger's inbox.
 */
export const unconfirmedRecipientCap = (to: string): MailCap => ({
  key: `mail:to:${to.toLowerCase()}`,
  max: 5,
  windowSeconds: 24 * 60 * 60,
});

/** Whether an e-mail may go within its caps; counts it against each when it may. */
export async function admitMail(db: Db, caps: MailCap[]) {
  for (const { key, ...window } of caps) {
    if (!(await take(db, key, window)).allowed) return false;
  }
  return true;
}
