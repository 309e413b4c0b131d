import * as v from 'valibot';
import { createDb } from '../../db/client';
import { createMailer, type Mail } from '../../lib/mailer';

/** The queue that carries e-mails sent in bulk (reminders) to the mailer, a batch at a time. */
export const MAIL_QUEUE = 'lifelist-mail';

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
