import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CONTACT_ATTACHMENT_MAX,
  CONTACT_MESSAGES_PAGE,
  ContactInput,
  type ContactMessagesQuery,
} from '../../contracts/contact';
import type { Db } from '../../db/client';
import { contactMessages, type ProfileRow, profiles } from '../../db/schema';
import type { CaptchaVerifier } from '../../lib/captcha';
import { fail } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { checkUpload, mediaKey } from '../../lib/uploads';
import { issueMessage } from '../../lib/validate';
import { subscribe } from '../newsletter/service';

export const TEAM_ADDRESS = 'hello@lifelist.app';
type FormBody = Record<string, string | File | (string | File)[]>;

const text = (x: FormBody[string] | undefined) => (typeof x === 'string' ? x : undefined);

/** Reads the multipart contact form into the contract's shape and checks it. */
export function parseContactForm(body: FormBody) {
  const parsed = v.safeParse(ContactInput, {
    name: text(body.name) ?? '',
    email: text(body.email) ?? '',
    phone: text(body.phone),
    company: text(body.company),
    category: text(body.category),
    otherCategory: text(body.otherCategory),
    subject: text(body.subject) ?? '',
    message: text(body.message) ?? '',
    privacyPolicy: text(body.privacyPolicy) === 'true',
    sendCopy: text(body.sendCopy) === 'true',
    newsletterSignup: text(body.newsletterSignup) === 'true',
    captchaToken: text(body.captchaToken),
  });
  if (!parsed.success) throw fail(400, 'VALIDATION', issueMessage(parsed.issues[0], ContactInput));
  const file = body.attachment instanceof File && body.attachment.size > 0 ? body.attachment : null;
  return { input: parsed.output, file };
}

type Deps = {
  db: Db;
  media: R2Bucket;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** Counts the send against the sender's allowance, once the CAPTCHA has passed. */
  admit: () => Promise<void>;
  /** The app's address, for the attachment's link in the team's e-mail. */
  origin: string;
};

/**
 * Stores a contact message, with its attachment checked by bytes and kept private in R2, e-mails
 * it to the team (and a copy to the sender when asked), and signs the sender up to the newsletter
 * when asked. Guests must pass the CAPTCHA.
 */
export async function submitContact(
  { db, media, mailer, captcha, admit, origin }: Deps,
  actor: ProfileRow | null,
  input: ContactInput,
  file: File | null,
  ip: string | null,
) {
  if (!actor) {
    const token = input.captchaToken?.trim();
    if (!token || !(await captcha.verify(token, ip)))
      throw fail(400, 'CAPTCHA', 'Please complete the CAPTCHA verification');
  }
  await admit();
  let attachmentKey: string | null = null;
  if (file) {
    const upload = await checkUpload(file, {
      maxBytes: CONTACT_ATTACHMENT_MAX,
      allowed: ['application/pdf', 'image/jpeg', 'image/png'],
      tooLarge: 'File size must be less than 5MB',
      wrongType: 'Only PDF, JPG, and PNG files are allowed',
    });
    attachmentKey = mediaKey('contact-attachments', upload.extension);
    await media.put(attachmentKey, upload.bytes, { httpMetadata: { contentType: upload.type } });
  }
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      company: input.company || null,
      category: input.category,
      otherCategory: input.category === 'other' ? (input.otherCategory ?? null) : null,
      subject: input.subject,
      message: input.message,
      sendCopy: input.sendCopy,
      newsletterSignup: input.newsletterSignup,
      attachmentKey,
      userId: actor?.id ?? null,
    })
    .returning();
  const category = input.category === 'other' ? `other: ${input.otherCategory}` : input.category;
  await mailer.send({
    to: TEAM_ADDRESS,
    subject: `[Contact] ${input.subject}`,
    text: `From ${input.name} <${input.email}>${input.phone ? `, ${input.phone}` : ''}${input.company ? `, ${input.company}` : ''}\nCategory: ${category}\n${attachmentKey ? `Attachment (staff only): ${origin}/media/${attachmentKey}\n` : ''}\n${input.message}`,
  });
  if (input.sendCopy) {
    await mailer.send({
      to: input.email,
      subject: `We received your message: ${input.subject}`,
      text: `Thanks for getting in touch. We reply within 1-2 business days.\n\nYour message:\n\n${input.message}`,
    });
  }
  if (input.newsletterSignup) await subscribe(db, input.email.toLowerCase(), actor?.id ?? null, 'contact');
  return row;
}

/**
 * One page of messages of the filter, newest first, with their counts by status for the page's
 * tabs. Pages follow (time, id) of the previous page's last message, compared on the stored
 * values, so no message is skipped or repeated however many share a millisecond.
 */
export async function listContactMessages(db: Db, q: ContactMessagesQuery = { status: 'all', category: 'all' }) {
  const category = q.category === 'all' ? undefined : eq(contactMessages.category, q.category);
  const where = and(
    q.status === 'all' ? undefined : eq(contactMessages.status, q.status),
    category,
    q.before
      ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (select created_at, id from ${contactMessages} where id = ${q.before})`
      : undefined,
  );
  const [rows, counts] = await db.batch([
    db
      .select({ ...getTableColumns(contactMessages), handledByName: profiles.firstName })
      .from(contactMessages)
      .leftJoin(profiles, eq(profiles.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_MESSAGES_PAGE + 1),
    db
      .select({ status: contactMessages.status, count: count() })
      .from(contactMessages)
      .where(category)
      .groupBy(contactMessages.status),
  ]);
  const messages = rows.slice(0, CONTACT_MESSAGES_PAGE);
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.count]));
  return {
    messages,
    nextCursor: rows.length > CONTACT_MESSAGES_PAGE ? (messages.at(-1)?.id ?? null) : null,
    counts: { new: byStatus.new ?? 0, handled: byStatus.handled ?? 0 },
  };
}

export async function markHandled(db: Db, actor: ProfileRow, id: string) {
  const [row] = await db
    .update(contactMessages)
    .set({ status: 'handled', handledBy: actor.id, handledAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw fail(404, 'NOT_FOUND', 'Message not found');
  return row;
}
