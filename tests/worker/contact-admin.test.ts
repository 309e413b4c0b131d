import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_TEST_TOKEN } from '../../worker/contracts/captcha';
import { CONTACT_MESSAGES_PAGE } from '../../worker/contracts/contact';
import { actor, errorOf, guest } from './helpers';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0xe2, 0xe3]);

async function sendMessage(fields: Record<string, string>, file?: File) {
  const body = new FormData();
  const all = {
    name: 'Riley Admin-Test',
    email: 'riley@example.com',
    category: 'technical_support',
    subject: 'Subject',
    message: 'A message long enough for the form: it has to be at least fifty characters.',
    privacyPolicy: 'true',
    captchaToken: TURNSTILE_TEST_TOKEN,
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) body.append(k, v);
  if (file) body.append('attachment', file);
  const res = await guest().fetch('/api/contact', { method: 'POST', body });
  expect(res.status).toBe(201);
}

type Listed = {
  messages: {
    id: string;
    subject: string;
    status: string;
    category: string;
    attachmentKey: string | null;
    handledByName: string | null;
  }[];
  nextCursor: string | null;
  counts: { new: number; handled: number };
};

describe('admin Messages', () => {
  it('is for admins only: members and moderators are refused with the admin message', async () => {
    expect((await guest().fetch('/api/contact/messages')).status).toBe(401);
    for (const kind of ['member', 'moderator', 'suspended', 'banned'] as const) {
      const res = await (await actor(kind)).fetch('/api/contact/messages');
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe(
        'Access Denied: You do not have permission to access the admin dashboard.',
      );
    }
    expect((await (await actor('superAdmin')).fetch('/api/contact/messages')).status).toBe(200);
  });

  it('lists newest first, filters by status and category, counts each status, and marks handled', async () => {
    await sendMessage({ subject: 'Billing first', category: 'billing_questions' });
    await sendMessage({ subject: 'Bug second', category: 'report_bug' });
    const admin = await actor('admin');
    const all = (await (await admin.fetch('/api/contact/messages')).json()) as Listed;
    expect(all.messages.map((m) => m.subject).slice(0, 2)).toEqual(['Bug second', 'Billing first']);
    expect(all.counts.new).toBeGreaterThanOrEqual(2);

    const bug = all.messages.find((m) => m.subject === 'Bug second');
    const marked = await admin.fetch(`/api/contact/messages/${bug?.id}/handled`, { method: 'PUT' });
    expect(marked.status).toBe(200);

    const handled = (await (await admin.fetch('/api/contact/messages?status=handled')).json()) as Listed;
    expect(handled.messages.map((m) => m.subject)).toContain('Bug second');
    expect(handled.messages.every((m) => m.status === 'handled')).toBe(true);
    expect(handled.messages.find((m) => m.subject === 'Bug second')?.handledByName).toBe(admin.profile.firstName);
    expect(handled.counts.handled).toBe(all.counts.handled + 1);

    const fresh = (await (await admin.fetch('/api/contact/messages?status=new')).json()) as Listed;
    expect(fresh.messages.map((m) => m.subject)).not.toContain('Bug second');
    const billing = (await (await admin.fetch('/api/contact/messages?category=billing_questions')).json()) as Listed;
    expect(billing.messages.map((m) => m.subject)).toEqual(['Billing first']);
    expect((await admin.fetch('/api/contact/messages?status=archived')).status).toBe(400);
  });

  it('marking an unknown message handled is a 404 and moderators cannot mark', async () => {
    const admin = await actor('admin');
    const missing = await admin.fetch('/api/contact/messages/nope/handled', { method: 'PUT' });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).error).toBe('Message not found');
    await sendMessage({ subject: 'Not for moderators' });
    const { messages } = (await (await admin.fetch('/api/contact/messages')).json()) as Listed;
    const id = messages.find((m) => m.subject === 'Not for moderators')?.id;
    const res = await (await actor('moderator')).fetch(`/api/contact/messages/${id}/handled`, { method: 'PUT' });
    expect(res.status).toBe(403);
  });

  it('links the attachment, which only admins can open', async () => {
    await sendMessage({ subject: 'With a file' }, new File([PDF], 'report.pdf', { type: 'application/pdf' }));
    const admin = await actor('admin');
    const { messages } = (await (await admin.fetch('/api/contact/messages')).json()) as Listed;
    const key = messages.find((m) => m.subject === 'With a file')?.attachmentKey;
    expect(key).toMatch(/^contact-attachments\/\d+-[\w-]+\.pdf$/);
    const file = await admin.fetch(`/media/${key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await (await actor('moderator')).fetch(`/media/${key}`)).status).toBe(404);
    expect((await guest().fetch(`/media/${key}`)).status).toBe(404);
  });

  it('pages through every message, newest first, none skipped or repeated when many share a time', async () => {
    const total = CONTACT_MESSAGES_PAGE * 2 + 7;
    const base = Date.UTC(2026, 0, 1);
    const insert = env.DB.prepare(
      `insert into contact_messages (id, name, email, category, subject, message, created_at)
       values (?, 'Paged Sender', 'paged@example.com', 'press_media', ?, 'A long enough message body for the paging test.', ?)`,
    );
    // Groups of five share one millisecond, the stored value carrying a fraction as the default does.
    await env.DB.batch(
      Array.from({ length: total }, (_, i) => insert.bind(`paged-${i}`, `Paged ${i}`, base + Math.floor(i / 5) + 0.25)),
    );
    const admin = await actor('admin');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await admin.fetch(
        `/api/contact/messages?category=press_media${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as Listed;
      expect(page.messages.length).toBeLessThanOrEqual(CONTACT_MESSAGES_PAGE);
      expect(page.counts.new).toBe(total);
      seen.push(...page.messages.map((m) => m.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(total);
    const expected = Array.from({ length: total }, (_, i) => `paged-${i}`).sort((a, b) => {
      const t = (id: string) => Math.floor(Number(id.slice(6)) / 5);
      return t(b) - t(a) || (a < b ? 1 : -1);
    });
    expect(seen).toEqual(expected);
    expect((await admin.fetch('/api/contact/messages?before=not%20a%20cursor')).status).toBe(400);
  });
});
