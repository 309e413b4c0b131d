import * as v from 'valibot';
import { createDb } from '../../db/client';
import { createMailer, type Mail } from '../../lib/mailer';

/** The queue that carries e-mails sent in bulk (reminders) to the mailer, a batch at a time. */
export const MAIL_QUEUE = 'lifelist-mail';

/** The mail Queue as a run sees it (its consumer, below, hands each e-mail to the mailer). */
export type MailQueue = { sendBatch(messages: { body: Mail }[]): Promise<unknown> };

/** Messages per Queue sendBatch call (the Queues limit). */
const QUEUE_BATCH = 100;

/** Hands e-mails to the mail Queue, a batch per call; returns the number of calls made. */
export async function queueMail(mail: MailQueue, messages: Mail[]) {
  let calls = 0;
  for (let i = 0; i < messages.length; i += QUEUE_BATCH) {
    await mail.sendBatch(messages.slice(i, i + QUEUE_BATCH).map((body) => ({ body })));
    calls += 1;
  }
  return calls;
}

const MailSchema = v.object({
  to: v.pipe(v.string(), v.email()),
  subject: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  text: v.pipe(v.string(), v.minLength(1)),
  html: v.optional(v.string()),
});

/**
 * Queue consumer: sends each e-mail through the configured mailer. A message the mailer refuses is
 * retried later; one that is not an e-mail at all is retried until the queue's max_retries moves it
 * to the dead-letter queue, where it can be looked at.
 */
export async function consumeMail(batch: MessageBatch<unknown>, env: Env) {
  const mailer = createMailer(env, createDb(env.DB));
  for (const message of batch.messages) {
    const mail = v.safeParse(MailSchema, message.body);
    if (!mail.success) {
      console.error(JSON.stringify({ queue: batch.queue, error: 'not an e-mail', id: message.id }));
      message.retry();
      continue;
    }
    try {
      await mailer.send(mail.output as Mail);
      message.ack();
    } catch (error) {
      console.error(JSON.stringify({ queue: batch.queue, error: String(error), id: message.id }));
      message.retry({ delaySeconds: 60 });
    }
  }
}
