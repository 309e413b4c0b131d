import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, rateLimits } from '../../worker/db/schema';
import { TURNSTILE_TEST_TOKEN } from '../../worker/lib/captcha';
import { LIMITS, type LimitName, limitFor, limitKey } from '../../worker/lib/limits';
import { client, db, errorOf, guest, type Member, randomIp, signUp } from './helpers';

/** Fills a counter up to `count` in the current window, as if that many writes had just been made. */
async function fill(name: LimitName, subject: string, count: number) {
  const windowMs = LIMITS[name].windowSeconds * 1000;
  const now = Date.now();
  await db()
    .insert(rateLimits)
    .values({ key: limitKey(name, subject), windowStart: now - (now % windowMs), count, previousCount: 0 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count, windowStart: now - (now % windowMs) } });
}

/** A write for each limit with routes: the one request a script would repeat. */
const REQUESTS: Partial<Record<LimitName, { path: string; method: string; json?: unknown }>> = {
  post: { method: 'POST', path: '/api/community/posts', json: { content: 'One more post' } },
  comment: { method: 'POST', path: '/api/community/replies', json: { post_id: 'x', content: 'Hi' } },
  blog: { method: 'POST', path: '/api/blogs', json: { title: 'Another', content: '<p>Hello</p>' } },
  like: { method: 'POST', path: '/api/community/posts/x/like' },
  save: { method: 'PUT', path: '/api/community/posts/x/save' },
  share: { method: 'POST', path: '/api/community/posts/x/share', json: { platform: 'copy' } },
  follow: { method: 'POST', path: '/api/relationships/follow', json: { user_id: 'x' } },
  report: { method: 'POST', path: '/api/relationships/report', json: { user_id: 'x', reason: 'spam' } },
  customActivity: { method: 'DELETE', path: '/api/activities/custom/x' },
  list: { method: 'POST', path: '/api/list', json: { activityId: 1 } },
  upload: { method: 'POST', path: '/api/profile/avatar', json: {} },
  view: { method: 'POST', path: '/api/community/posts/x/view' },
  newsletter: { method: 'POST', path: '/api/newsletter', json: { email: 'someone@example.com' } },
  signUp: { method: 'POST', path: '/api/account/sign-up', json: {} },
  accountChange: { method: 'POST', path: '/api/account/password', json: {} },
  emailConfirm: { method: 'POST', path: '/api/account/email/confirm', json: { token: 'x'.repeat(43) } },
};

const limited = Object.entries(LIMITS).filter(([, l]) => l.routes.length > 0) as [
  LimitName,
  (typeof LIMITS)[LimitName],
][];

describe('one table of write limits', () => {
  it('names a route for every limit, and every route maps to its own limit', () => {
    for (const [name, limit] of limited) {
      expect(REQUESTS[name], name).toBeDefined();
      for (const route of limit.routes) {
        const [method = '', path = ''] = route.split(' ');
        expect(limitFor(method, path.replace(/:[A-Za-z]+/g, 'abc123')), route).toBe(name);
      }
    }
    expect(limitFor('GET', '/api/community/posts')).toBeNull();
  });

  it.each(limited.map(([name]) => name))(
    '%s: refuses with 429, Retry-After and its message once over',
    async (name) => {
      const m = await signUp();
      const request = REQUESTS[name] as { path: string; method: string; json?: unknown };
      // A member in their first day has the tighter allowance.
      await fill(name, `m:${m.profile.id}`, LIMITS[name].newMax);
      const res = await m.fetch(request.path, { method: request.method, json: request.json });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await errorOf(res)).error).toBe(LIMITS[name].message);
      // Someone else is not affected.
      const other = await signUp();
      const theirs = await other.fetch(request.path, { method: request.method, json: request.json });
      expect(theirs.status).not.toBe(429);
    },
  );

  it('gives accounts older than a day the full allowance', async () => {
    const m: Member = await signUp();
    await db()
      .update(profiles)
      .set({ createdAt: sql`${Date.now() - 2 * 86_400_000}` as never })
      .where(eq(profiles.id, m.profile.id));
    await fill('post', `m:${m.profile.id}`, LIMITS.post.newMax);
    const allowed = await m.fetch('/api/community/posts', { method: 'POST', json: { content: 'Day two' } });
    expect(allowed.status).toBe(201);
    await fill('post', `m:${m.profile.id}`, LIMITS.post.max);
    const refused = await m.fetch('/api/community/posts', { method: 'POST', json: { content: 'Too many' } });
    expect(refused.status).toBe(429);
  });

  it('counts guests by their address: shares', async () => {
    const ip = randomIp();
    await fill('share', `ip:${ip}`, LIMITS.share.max);
    const res = await client('', ip).fetch('/api/community/posts/x/share', {
      method: 'POST',
      json: { platform: 'copy' },
    });
    expect(res.status).toBe(429);
    expect(
      (await guest().fetch('/api/community/posts/x/share', { method: 'POST', json: { platform: 'copy' } })).status,
    ).not.toBe(429);
  });

  it('never lets failed CAPTCHAs use up the contact allowance of a real sender', async () => {
    const ip = randomIp();
    const sender = client('', ip);
    const form = (token: string) => {
      const f = new FormData();
      const fields = {
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        category: 'technical_support',
        subject: 'Still here',
        message: 'When I choose a picture in the profile editor nothing happens after the crop dialog closes.',
        privacyPolicy: 'true',
        captchaToken: token,
      };
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    for (let i = 0; i < LIMITS.contact.max + 3; i++) {
      expect((await sender.fetch('/api/contact', { method: 'POST', body: form('bot-guess') })).status).toBe(400);
    }
    expect((await sender.fetch('/api/contact', { method: 'POST', body: form(TURNSTILE_TEST_TOKEN) })).status).toBe(201);
  });
});
