import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { TURNSTILE_TEST_TOKEN } from '../../worker/contracts/captcha';
import { profiles } from '../../worker/db/schema';
import { declaredLimit, LIMITS, type LimitName, limiterOf, limitKey } from '../../worker/lib/limits';
import { humanWait } from '../../worker/lib/rate-limit';
import { client, db, errorOf, guest, type Member, randomIp, signUp } from './helpers';

/** Fills a requester's Limiter object up to `count` in the current window, as if that many writes had just been made. */
async function fill(name: LimitName, subject: string, count: number) {
  const windowMs = LIMITS[name].windowSeconds * 1000;
  const now = Date.now();
  await runInDurableObject(limiterOf(env, limitKey(name, subject)), (_instance, state) =>
    state.storage.put('counts', { windowStart: now - (now % windowMs), count, previousCount: 0 }),
  );
}
const countIn = async (name: LimitName, subject: string) =>
  runInDurableObject(
    limiterOf(env, limitKey(name, subject)),
    async (_instance, state) => (await state.storage.get<{ count: number }>('counts'))?.count,
  );

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write route of the app with what it declares: a limit's name, an exemption, or nothing. */
function writeRoutes() {
  const routes = new Map<string, { limits: Set<LimitName>; exempt: string | null }>();
  for (const route of app.routes) {
    if (!WRITES.has(route.method)) continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? { limits: new Set(), exempt: null };
    const declared = declaredLimit(route.handler);
    if (typeof declared === 'string') entry.limits.add(declared);
    else if (declared) entry.exempt = declared.exempt;
    routes.set(key, entry);
  }
  return routes;
}

/** A write for each limit a route declares: the one request a script would repeat. */
const REQUESTS: Partial<Record<LimitName, { path: string; method: string; json?: unknown }>> = {
  post: { method: 'POST', path: '/api/community/posts', json: { content: 'One more post' } },
  comment: { method: 'POST', path: '/api/community/comments', json: { post_id: 'x', content: 'Hi' } },
  blog: { method: 'POST', path: '/api/blogs', json: { title: 'Another', content: '<p>Hello</p>' } },
  like: { method: 'POST', path: '/api/community/posts/x/like' },
  save: { method: 'PUT', path: '/api/community/posts/x/save' },
  share: { method: 'POST', path: '/api/community/posts/x/share', json: { platform: 'copy' } },
  follow: { method: 'POST', path: '/api/relationships/follow', json: { user_id: 'x' } },
  report: { method: 'POST', path: '/api/relationships/report', json: { user_id: 'x', reason: 'Spam or scam' } },
  appeal: { method: 'POST', path: '/api/moderation/appeal', json: { related_action_id: 'x', message: 'Not me' } },
  customActivity: { method: 'DELETE', path: '/api/activities/custom/x' },
  list: { method: 'POST', path: '/api/list', json: { activityId: 1 } },
  coach: { method: 'POST', path: '/api/coach/messages', json: { text: 'What next?' } },
  upload: { method: 'POST', path: '/api/profile/avatar', json: {} },
  view: { method: 'POST', path: '/api/community/posts/x/view' },
  settings: { method: 'PUT', path: '/api/notifications/read-all' },
  guestForm: { method: 'POST', path: '/api/quiz/recommendations', json: {} },
  staff: { method: 'PUT', path: '/api/admin/users/x/role', json: { role: 'user' } },
  newsletter: { method: 'POST', path: '/api/newsletter', json: { email: 'someone@example.com' } },
  signUp: { method: 'POST', path: '/api/account/sign-up', json: {} },
  emailConfirm: { method: 'POST', path: '/api/account/email/confirm', json: { token: 'x'.repeat(43) } },
};

describe('every write is limited', () => {
  it('declares a limit on every write route, or an exemption with its reason', () => {
    const routes = writeRoutes();
    expect(routes.size).toBeGreaterThan(90);
    const neither = [...routes].filter(([, r]) => r.limits.size === 0 && !r.exempt).map(([route]) => route);
    expect(neither).toEqual([]);
    for (const [route, r] of routes) {
      if (r.exempt) expect(r.exempt.length, route).toBeGreaterThan(20);
      expect(r.limits.size, route).toBeLessThanOrEqual(1);
    }
    // The ones a security review found without a limit.
    for (const route of [
      'PATCH /api/profile',
      'POST /api/calendar',
      'DELETE /api/calendar',
      'PUT /api/preferences',
      'POST /api/quiz/recommendations',
      'DELETE /api/community/posts/:id',
      'DELETE /api/blogs/:id',
      'PUT /api/notifications/:id/read',
      'PUT /api/notifications/read-all',
      'PUT /api/messaging/message/:id/read',
      'POST /api/community/counters/seen',
    ]) {
      expect(routes.get(route)?.limits.size, route).toBe(1);
    }
  });

  it('has a sample request for every limit a route declares', () => {
    const used = new Set([...writeRoutes().values()].flatMap((r) => [...r.limits]));
    for (const name of used) expect(REQUESTS[name], name).toBeDefined();
  });

  it.each(Object.keys(REQUESTS) as LimitName[])(
    '%s: refuses with 429, a Retry-After and a message naming the same wait',
    async (name) => {
      const m = name === 'staff' ? await signUp().then(async (s) => promote(s)) : await signUp();
      const request = REQUESTS[name] as { path: string; method: string; json?: unknown };
      // A member in their first day has the tighter allowance.
      await fill(name, `m:${m.profile.id}`, LIMITS[name].newMax);
      const res = await m.fetch(request.path, { method: request.method, json: request.json });
      expect(res.status).toBe(429);
      const seconds = Number(res.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      // A full window frees one place shortly after it ends (its count then slides out), no later.
      const { windowSeconds, newMax } = LIMITS[name];
      expect(seconds).toBeLessThanOrEqual(windowSeconds + Math.ceil(windowSeconds / newMax));
      expect((await errorOf(res)).error).toBe(LIMITS[name].message(humanWait(seconds * 1000)));
      // Someone else is not affected.
      const other = name === 'staff' ? await promote(await signUp()) : await signUp();
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

  it('does not count refused writes: trying again while refused does not move the wait', async () => {
    const m = await signUp();
    await fill('share', `m:${m.profile.id}`, LIMITS.share.newMax);
    const share = () => m.fetch('/api/community/posts/x/share', { method: 'POST', json: { platform: 'copy' } });
    const first = await share();
    for (let i = 0; i < 5; i++) expect((await share()).status).toBe(429);
    expect(await countIn('share', `m:${m.profile.id}`)).toBe(LIMITS.share.newMax);
    const last = await share();
    expect(Number(last.headers.get('retry-after'))).toBeLessThanOrEqual(Number(first.headers.get('retry-after')));
  });

  it('counts only valid requests: malformed ones give their place back', async () => {
    const m = await signUp();
    const subject = `m:${m.profile.id}`;
    for (let i = 0; i < 3; i++) {
      const bad = await m.fetch('/api/community/posts', { method: 'POST', json: { content: '   ' } });
      expect(bad.status).toBe(400);
      const unreadable = await m.fetch('/api/community/comments', { method: 'POST', body: '{not json' });
      expect(unreadable.status).toBe(400);
    }
    expect(await countIn('post', subject)).toBe(0);
    expect(await countIn('comment', subject)).toBe(0);
    // Full but for one place: malformed requests never take it, a valid post does.
    await fill('post', subject, LIMITS.post.newMax - 1);
    for (let i = 0; i < 3; i++) {
      expect((await m.fetch('/api/community/posts', { method: 'POST', json: { content: '' } })).status).toBe(400);
    }
    expect((await m.fetch('/api/community/posts', { method: 'POST', json: { content: 'Made it' } })).status).toBe(201);
    expect((await m.fetch('/api/community/posts', { method: 'POST', json: { content: 'One more' } })).status).toBe(429);
  });

  it('gives appeals their own allowance: a suspended member who reported a lot can still appeal', async () => {
    const m = await signUp();
    await db()
      .update(profiles)
      .set({ isSuspended: true, suspensionEndDate: new Date(Date.now() + 86_400_000) })
      .where(eq(profiles.id, m.profile.id));
    await fill('report', `m:${m.profile.id}`, LIMITS.report.max);
    const appeal = await m.fetch('/api/moderation/appeal', {
      method: 'POST',
      json: { related_action_id: 'no-such-action', message: 'This was not me' },
    });
    expect(appeal.status).not.toBe(429);
    expect((await errorOf(appeal)).error).not.toMatch(/reports/);
    await fill('appeal', `m:${m.profile.id}`, LIMITS.appeal.max);
    const refused = await m.fetch('/api/moderation/appeal', {
      method: 'POST',
      json: { related_action_id: 'no-such-action', message: 'This was not me' },
    });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).error).toMatch(/^You've sent several appeals in a short time\. Please wait /);
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

/** An account older than a day, with the full allowance. */
async function older(m: Member) {
  const [profile] = await db()
    .update(profiles)
    .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
    .where(eq(profiles.id, m.profile.id))
    .returning();
  m.profile = profile as Member['profile'];
  return m;
}

/** A refusal says how long to wait: a positive number of seconds, within the window and the slide after it. */
async function expectHonestRefusal(res: Response, name: LimitName, allowance: number) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  const { windowSeconds } = LIMITS[name];
  // A full window frees one place once its share of the next has slid down by one request.
  expect(seconds).toBeLessThanOrEqual(windowSeconds + Math.ceil(windowSeconds / allowance));
  expect((await errorOf(res)).error).toBe(LIMITS[name].message(humanWait(seconds * 1000)));
}

describe("each limit's exact allowance", () => {
  it('covers every limit', () => {
    const covered = new Set([...Object.keys(REQUESTS), 'contact', 'message', 'passwordCheck']);
    expect(Object.keys(LIMITS).filter((name) => !covered.has(name))).toEqual([]);
  });

  for (const age of ['new', 'older'] as const) {
    it.each(Object.keys(REQUESTS) as LimitName[])(
      `%s: the last allowed request of ${age === 'new' ? "an account's first day" : 'an older account'} passes, the next is refused`,
      async (name) => {
        const signedUp = name === 'staff' ? await promote(await signUp()) : await signUp();
        const m = age === 'older' ? await older(signedUp) : signedUp;
        const allowance = age === 'new' ? LIMITS[name].newMax : LIMITS[name].max;
        const request = REQUESTS[name] as { path: string; method: string; json?: unknown };
        const send = () => m.fetch(request.path, { method: request.method, json: request.json });
        // One place left: the request takes it.
        await fill(name, `m:${m.profile.id}`, allowance - 1);
        const last = await send();
        expect(last.status, await last.clone().text()).not.toBe(429);
        // None left.
        await fill(name, `m:${m.profile.id}`, allowance);
        await expectHonestRefusal(await send(), name, allowance);
      },
    );
  }

  it('contact: the last allowed message of an address is sent, the next is refused', async () => {
    const ip = randomIp();
    const sender = client('', ip);
    const send = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries({
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        category: 'technical_support',
        subject: 'One more',
        message: 'When I choose a picture in the profile editor nothing happens after the crop dialog closes.',
        privacyPolicy: 'true',
        captchaToken: TURNSTILE_TEST_TOKEN,
      }))
        f.append(k, v);
      return sender.fetch('/api/contact', { method: 'POST', body: f });
    };
    await fill('contact', `ip:${ip}`, LIMITS.contact.max - 1);
    expect((await send()).status).toBe(201);
    await expectHonestRefusal(await send(), 'contact', LIMITS.contact.max);
  });

  it('message: the last allowed message of a minute is sent, the next is refused', async () => {
    const [m, friend] = await Promise.all([signUp(), signUp()]);
    const allowance = Number(env.MESSAGES_PER_MINUTE);
    const send = () =>
      m.fetch('/api/messaging/messages', { method: 'POST', json: { recipientId: friend.profile.id, message: 'Hi' } });
    await fill('message', `m:${m.profile.id}`, allowance - 1);
    expect((await send()).status).toBe(201);
    await expectHonestRefusal(await send(), 'message', allowance);
  });

  it('passwordCheck: after one wrong password fewer than the limit, the right one still works', async () => {
    const m = await signUp();
    const change = (currentPassword: string) =>
      m.fetch('/api/account/password', {
        method: 'POST',
        json: { currentPassword, newPassword: 'another good secret' },
      });
    for (let i = 0; i < LIMITS.passwordCheck.max - 1; i++) expect((await change(`wrong ${i}`)).status).toBe(403);
    expect((await change(m.password)).status).toBe(200);
    const next = await signUp();
    const wrong = (currentPassword: string) =>
      next.fetch('/api/account/password', {
        method: 'POST',
        json: { currentPassword, newPassword: 'another good secret' },
      });
    for (let i = 0; i < LIMITS.passwordCheck.max; i++) expect((await wrong(`wrong ${i}`)).status).toBe(403);
    await expectHonestRefusal(await wrong(next.password), 'passwordCheck', LIMITS.passwordCheck.max);
  });
});

describe('wrong current passwords, not account changes, are limited', () => {
  it('lets a member who knows their password change things as often as they like', async () => {
    const m = await signUp();
    for (let i = 0; i < LIMITS.passwordCheck.max + 2; i++) {
      const res = await m.fetch('/api/account/email', {
        method: 'POST',
        json: { newEmail: `new-${i}-${m.email}`, currentPassword: m.password },
      });
      expect(res.status).toBe(202);
    }
  });

  it('after a few wrong passwords says how long to wait, for every change that asks for one', async () => {
    const m = await signUp();
    for (let i = 0; i < LIMITS.passwordCheck.max; i++) {
      const res = await m.fetch('/api/account/password', {
        method: 'POST',
        json: { currentPassword: `wrong ${i}`, newPassword: 'another good secret' },
      });
      expect(res.status).toBe(403);
    }
    for (const [path, json] of [
      ['/api/account/password', { currentPassword: m.password, newPassword: 'another good secret' }],
      ['/api/account/email', { newEmail: `x-${m.email}`, currentPassword: m.password }],
      ['/api/account/delete', { password: m.password }],
    ] as const) {
      const res = await m.fetch(path, { method: 'POST', json });
      expect(res.status, path).toBe(429);
      const seconds = Number(res.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect((await errorOf(res)).error).toBe(
        `Too many wrong passwords. Please wait ${humanWait(seconds * 1000)} and try again.`,
      );
    }
    // Still a member: nothing was changed or deleted.
    expect((await m.fetch('/api/me')).status).toBe(200);
  });
});

async function promote(m: Member) {
  const [profile] = await db().update(profiles).set({ role: 'admin' }).where(eq(profiles.id, m.profile.id)).returning();
  m.profile = profile as Member['profile'];
  return m;
}
