import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_TEST_TOKEN } from '../../worker/contracts/captcha';
import { contactMessages, mailOutbox, newsletterSubscribers } from '../../worker/db/schema';
import { humanWait } from '../../worker/lib/rate-limit';
import { actor, client, db, errorOf, guest, signUp } from './helpers';

const valid = {
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  category: 'technical_support',
  subject: 'Cannot upload my avatar',
  message: 'When I choose a picture in the profile editor nothing happens after the crop dialog closes.',
  privacyPolicy: 'true',
  captchaToken: TURNSTILE_TEST_TOKEN,
};
const form = (fields: Record<string, string>, file?: File) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('attachment', file);
  return f;
};
const send = (c: ReturnType<typeof guest>, fields: Record<string, string>, file?: File) =>
  c.fetch('/api/contact', { method: 'POST', body: form(fields, file) });

describe('contact form', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['no name', { name: ' ' }, 'Name is required'],
    ['no e-mail', { email: '' }, 'Email is required'],
    ['bad e-mail', { email: 'jordan' }, 'Please enter a valid email address'],
    ['bad phone', { phone: '12ab' }, 'Please enter a valid phone number'],
    ['no subject', { subject: '' }, 'Subject is required'],
    ['no message', { message: '' }, 'Message is required'],
    ['short message', { message: 'Too short to help.' }, 'Message must be at least 50 characters'],
    ['privacy not accepted', { privacyPolicy: 'false' }, 'You must accept the privacy policy'],
    ['other without a category', { category: 'other', otherCategory: '' }, 'Please specify the category'],
    ['no CAPTCHA', { captchaToken: '' }, 'Please complete the CAPTCHA verification'],
    ['failed CAPTCHA', { captchaToken: 'not-a-real-token' }, 'Please complete the CAPTCHA verification'],
  ];
  for (const [name, fields, message] of cases) {
    it(`${name}: "${message}", nothing stored`, async () => {
      const res = await send(guest(), {
        ...valid,
        ...fields,
        email: fields.email ?? `${name.replace(/\W/g, '')}@example.com`,
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(message);
      expect(await db().select().from(contactMessages).where(eq(contactMessages.subject, valid.subject))).toHaveLength(
        0,
      );
    });
  }

  it('stores a guest message with a checked PDF, mails the team and a copy, and subscribes when asked', async () => {
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n...')], 'screenshot.pdf', { type: 'application/pdf' });
    const res = await send(
      guest(),
      { ...valid, email: 'copy@example.com', subject: 'With a file', sendCopy: 'true', newsletterSignup: 'true' },
      pdf,
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('Message Sent Successfully');
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.subject, 'With a file'));
    expect(row?.attachmentKey).toMatch(/^contact-attachments\/\d+-[a-z0-9]+\.pdf$/);
    expect(await env.MEDIA.head(row?.attachmentKey ?? '')).not.toBeNull();
    const toTeam = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, '[Contact] With a file'));
    expect(toTeam).toHaveLength(1);
    expect(toTeam[0]?.text).toContain(`Attachment (staff only): http://localhost/media/${row?.attachmentKey}`);
    expect((await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'copy@example.com'))).length).toBe(1);
    expect(
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'copy@example.com')),
    ).toHaveLength(1);
  });

  it('checks the attachment by size and bytes', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-'));
    const tooBig = await send(guest(), valid, new File([big], 'big.pdf', { type: 'application/pdf' }));
    expect((await errorOf(tooBig)).error).toBe('File size must be less than 5MB');
    const exe = await send(
      guest(),
      valid,
      new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'report.pdf', { type: 'application/pdf' }),
    );
    expect(exe.status).toBe(415);
    expect((await errorOf(exe)).error).toBe('Only PDF, JPG, and PNG files are allowed');
  });

  it('lets members send without a CAPTCHA', async () => {
    const member = await signUp();
    const res = await send(member, { ...valid, captchaToken: '', subject: 'From a member' });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.subject, 'From a member'));
    expect(row?.userId).toBe(member.profile.id);
  });

  it('allows 5 messages an hour from one address', async () => {
    const sender = client('', '203.0.113.9');
    for (let i = 0; i < 5; i++) expect((await send(sender, { ...valid, subject: `Try ${i}` })).status).toBe(201);
    const sixth = await send(sender, { ...valid, subject: 'Try 6' });
    expect(sixth.status).toBe(429);
    const seconds = Number(sixth.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect((await errorOf(sixth)).error).toBe(
      `You have sent several messages in the last hour. Please wait ${humanWait(seconds * 1000)} and try again.`,
    );
  });

  it('shows messages to admins only, who mark them handled', async () => {
    await send(guest(), { ...valid, subject: 'For the admins' });
    expect((await guest().fetch('/api/contact/messages')).status).toBe(401);
    expect((await (await actor('member')).fetch('/api/contact/messages')).status).toBe(403);
    expect((await (await actor('moderator')).fetch('/api/contact/messages')).status).toBe(403);
    const admin = await actor('admin');
    const { messages } = (await (await admin.fetch('/api/contact/messages')).json()) as {
      messages: { id: string; subject: string }[];
    };
    const id = messages.find((m) => m.subject === 'For the admins')?.id;
    const res = await admin.fetch(`/api/contact/messages/${id}/handled`, { method: 'PUT' });
    expect(((await res.json()) as { message: { status: string } }).message.status).toBe('handled');
  });
});
