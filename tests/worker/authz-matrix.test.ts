import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { actor, type Client, guest, type Member, signUp, signUpBody } from './helpers';

/**
 * Every registered route, with the status each kind of actor gets. A route registered without a
 * row here fails the first test, so no route can skip its access rules.
 */
const ACTORS = ['guest', 'member', 'owner', 'otherMember', 'moderator', 'admin', 'suspended', 'banned'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Partial<Record<ActorName, number>> & { others: number };
type Row = {
  /** The concrete request: path (with query) and body. */
  request: () => { path: string; method?: string; json?: unknown; body?: FormData };
  expect: Expect;
};

const signedIn = (status: number): Expect => ({ guest: 401, others: status });
const everyone = (status: number): Expect => ({ others: status });
/** Resources owned by 'owner': the owner succeeds, other members are told it does not exist. */
const ownerOnly: Expect = { guest: 401, owner: 200, others: 404 };
const items = { patch: '', start: '', complete: '', rate: '', remove: '' };
let ownerUsername = '';
/** A member outside the actors, followed and blocked by them in the rows above. */
let target = '';
const followIds = { accept: '', reject: '' };
let ownerNotification = '';
const ANALYTICS_DAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const ANALYTICS_RANGE = `start=${ANALYTICS_DAY}&end=${ANALYTICS_DAY}`;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const MATRIX: Record<string, Row> = {
  'GET /api/auth/*': { request: () => ({ path: '/api/auth/get-session' }), expect: everyone(200) },
  'POST /api/auth/*': {
    request: () => ({ path: '/api/auth/sign-up/email', method: 'POST', json: {} }),
    expect: everyone(404),
  },
  'GET /api/me': { request: () => ({ path: '/api/me' }), expect: signedIn(200) },
  'POST /api/account/sign-up': {
    request: () => ({ path: '/api/account/sign-up', method: 'POST', json: signUpBody() }),
    expect: everyone(201),
  },
  'GET /api/account/username-available': {
    request: () => ({ path: '/api/account/username-available?username=free_name' }),
    expect: everyone(200),
  },
  'GET /api/account/providers': { request: () => ({ path: '/api/account/providers' }), expect: everyone(200) },
  'GET /api/activities/categories': { request: () => ({ path: '/api/activities/categories' }), expect: everyone(200) },
  'GET /api/messaging/unread': { request: () => ({ path: '/api/messaging/unread' }), expect: signedIn(200) },
  'GET /api/notifications/unread-count': {
    request: () => ({ path: '/api/notifications/unread-count' }),
    expect: signedIn(200),
  },
  'POST /api/newsletter': {
    request: () => ({
      path: '/api/newsletter',
      method: 'POST',
      json: { email: `n-${crypto.randomUUID()}@example.com` },
    }),
    expect: everyone(200),
  },
  'GET /api/pages/by-slug': { request: () => ({ path: '/api/pages/by-slug?slug=about-us' }), expect: everyone(200) },
  'GET /api/activities/search': { request: () => ({ path: '/api/activities/search?q=kayak' }), expect: everyone(200) },
  'GET /api/activities/suggest': { request: () => ({ path: '/api/activities/suggest?q=ka' }), expect: everyone(200) },
  'GET /api/activities/:id': { request: () => ({ path: '/api/activities/1' }), expect: everyone(200) },
  'POST /api/activities/custom': {
    request: () => {
      const body = new FormData();
      for (const [k, v] of [
        ['title', 'Matrix'],
        ['description', 'A row of the matrix'],
        ['categories', 'Social'],
      ])
        body.append(k as string, v as string);
      return { path: '/api/activities/custom', method: 'POST', body };
    },
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'GET /api/list': { request: () => ({ path: '/api/list' }), expect: signedIn(200) },
  'GET /api/list/activity/:id': { request: () => ({ path: '/api/list/activity/1' }), expect: signedIn(200) },
  'POST /api/list': {
    request: () => ({ path: '/api/list', method: 'POST', json: { activityId: 1 } }),
    expect: signedIn(201),
  },
  'PATCH /api/list/:id': {
    request: () => ({ path: `/api/list/${items.patch}`, method: 'PATCH', json: { priority: 2 } }),
    expect: ownerOnly,
  },
  'POST /api/list/:id/start': {
    request: () => ({ path: `/api/list/${items.start}/start`, method: 'POST' }),
    expect: ownerOnly,
  },
  'POST /api/list/:id/complete': {
    request: () => ({ path: `/api/list/${items.complete}/complete`, method: 'POST' }),
    expect: ownerOnly,
  },
  'POST /api/list/:id/rating': {
    request: () => ({ path: `/api/list/${items.rate}/rating`, method: 'POST', json: { enjoyment: 4 } }),
    expect: ownerOnly,
  },
  'DELETE /api/list/:id': {
    request: () => ({ path: `/api/list/${items.remove}`, method: 'DELETE' }),
    expect: ownerOnly,
  },
  'GET /api/preferences': { request: () => ({ path: '/api/preferences' }), expect: signedIn(200) },
  'PUT /api/preferences': {
    request: () => ({ path: '/api/preferences', method: 'PUT', json: { viewMode: 'large' } }),
    expect: signedIn(200),
  },
  'PATCH /api/profile': {
    request: () => ({ path: '/api/profile', method: 'PATCH', json: { occupation: 'Tester' } }),
    expect: signedIn(200),
  },
  'POST /api/profile/avatar': {
    request: () => {
      const body = new FormData();
      body.append('avatar', new File([PNG], 'a.png', { type: 'image/png' }));
      return { path: '/api/profile/avatar', method: 'POST', body };
    },
    expect: { guest: 401, suspended: 403, banned: 403, others: 200 },
  },
  'GET /api/profile/:username': { request: () => ({ path: `/api/profile/${ownerUsername}` }), expect: everyone(200) },
  'GET /api/account/export': { request: () => ({ path: '/api/account/export' }), expect: signedIn(200) },
  'POST /api/account/delete': {
    request: () => ({ path: '/api/account/delete', method: 'POST', json: { password: 'not the password' } }),
    expect: { guest: 401, others: 403 },
  },
  'GET /api/dev/outbox': { request: () => ({ path: '/api/dev/outbox' }), expect: everyone(404) },
  'POST /api/relationships/follow': {
    request: () => ({ path: '/api/relationships/follow', method: 'POST', json: { user_id: target } }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'DELETE /api/relationships/follow': {
    request: () => ({ path: '/api/relationships/follow', method: 'DELETE', json: { user_id: target } }),
    expect: signedIn(200),
  },
  'POST /api/relationships/follow/:id/accept': {
    request: () => ({ path: `/api/relationships/follow/${followIds.accept}/accept`, method: 'POST' }),
    expect: { guest: 401, owner: 200, others: 403 },
  },
  'POST /api/relationships/follow/:id/reject': {
    request: () => ({ path: `/api/relationships/follow/${followIds.reject}/reject`, method: 'POST' }),
    expect: { guest: 401, owner: 200, others: 403 },
  },
  'GET /api/relationships/follow/requests': {
    request: () => ({ path: '/api/relationships/follow/requests' }),
    expect: signedIn(200),
  },
  'GET /api/relationships/followers/:id': {
    request: () => ({ path: `/api/relationships/followers/${target}` }),
    expect: signedIn(200),
  },
  'GET /api/relationships/following/:id': {
    request: () => ({ path: `/api/relationships/following/${target}` }),
    expect: signedIn(200),
  },
  'GET /api/relationships/blocks': { request: () => ({ path: '/api/relationships/blocks' }), expect: signedIn(200) },
  'POST /api/relationships/block': {
    request: () => ({ path: '/api/relationships/block', method: 'POST', json: { user_id: target } }),
    expect: signedIn(201),
  },
  'DELETE /api/relationships/block': {
    request: () => ({ path: '/api/relationships/block', method: 'DELETE', json: { user_id: target } }),
    expect: signedIn(200),
  },
  'GET /api/relationships/status/:id': {
    request: () => ({ path: `/api/relationships/status/${target}` }),
    expect: signedIn(200),
  },
  'POST /api/relationships/report': {
    request: () => ({ path: '/api/relationships/report', method: 'POST', json: { user_id: target, reason: 'Spam' } }),
    expect: { guest: 401, suspended: 403, banned: 403, others: 201 },
  },
  'GET /api/notifications': { request: () => ({ path: '/api/notifications' }), expect: signedIn(200) },
  'PUT /api/notifications/read-all': {
    request: () => ({ path: '/api/notifications/read-all', method: 'PUT' }),
    expect: signedIn(200),
  },
  'PUT /api/notifications/:id/read': {
    request: () => ({ path: `/api/notifications/${ownerNotification}/read`, method: 'PUT' }),
    expect: ownerOnly,
  },
  'POST /api/contact': {
    request: () => {
      const body = new FormData();
      const fields = {
        name: 'Matrix',
        email: 'matrix@example.com',
        category: 'report_bug',
        subject: 'Matrix row',
        message: 'This message is long enough to pass the fifty character minimum of the form.',
        privacyPolicy: 'true',
        captchaToken: 'XXXX.DUMMY.TOKEN.XXXX',
      };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return { path: '/api/contact', method: 'POST', body };
    },
    expect: everyone(201),
  },
  'GET /api/contact/config': { request: () => ({ path: '/api/contact/config' }), expect: everyone(200) },
  'GET /api/contact/messages': {
    request: () => ({ path: '/api/contact/messages' }),
    expect: { guest: 401, admin: 200, others: 403 },
  },
  'PUT /api/contact/messages/:id/handled': {
    request: () => ({ path: '/api/contact/messages/missing/handled', method: 'PUT' }),
    expect: { guest: 401, admin: 404, others: 403 },
  },
  'GET /api/analytics/overview': {
    request: () => ({ path: `/api/analytics/overview?${ANALYTICS_RANGE}` }),
    expect: { guest: 401, moderator: 200, admin: 200, others: 403 },
  },
  'GET /api/analytics/searches': {
    request: () => ({ path: `/api/analytics/searches?${ANALYTICS_RANGE}` }),
    expect: { guest: 401, moderator: 200, admin: 200, others: 403 },
  },
  'GET /api/analytics/export': {
    request: () => ({ path: `/api/analytics/export?${ANALYTICS_RANGE}` }),
    expect: { guest: 401, moderator: 200, admin: 200, others: 403 },
  },
  'POST /api/analytics/click': {
    request: () => ({
      path: '/api/analytics/click',
      method: 'POST',
      json: { eventId: crypto.randomUUID(), activityId: 1 },
    }),
    expect: everyone(202),
  },
  'GET /media/:key{.+}': {
    request: () => ({ path: '/media/contact-attachments/matrix.pdf' }),
    expect: { admin: 200, others: 404 },
  },
};

let clients: Record<ActorName, Client>;

beforeAll(async () => {
  const [member, owner, otherMember, moderator, admin, suspended, banned] = await Promise.all([
    actor('member'),
    actor('member'),
    actor('member'),
    actor('moderator'),
    actor('admin'),
    actor('suspended'),
    actor('banned'),
  ]);
  clients = { guest: guest(), member, owner, otherMember, moderator, admin, suspended, banned } as Record<
    ActorName,
    Client | Member
  >;
  await env.MEDIA.put('contact-attachments/matrix.pdf', '%PDF-1.4 test', {
    httpMetadata: { contentType: 'application/pdf' },
  });
  ownerUsername = owner.profile.username;
  target = (await signUp()).profile.id;
  for (const key of ['accept', 'reject'] as const) {
    const requester = await signUp();
    const res = await requester.fetch('/api/relationships/follow', {
      method: 'POST',
      json: { user_id: owner.profile.id },
    });
    followIds[key] = ((await res.json()) as { follow: { id: string } }).follow.id;
  }
  ownerNotification =
    ((await (await owner.fetch('/api/notifications')).json()) as { notifications: { id: string }[] }).notifications[0]
      ?.id ?? '';
  for (let i = 1; i <= 6; i++) {
    await env.DB.prepare(
      "insert into activities (id, title, description, search_text, category_tags) values (?, ?, '<p>x</p>', 'x', '[\"Social\"]')",
    )
      .bind(i, `Matrix activity ${i}`)
      .run();
  }
  const addItem = async (activityId: number) =>
    (
      (await (await owner.fetch('/api/list', { method: 'POST', json: { activityId } })).json()) as {
        item: { id: string };
      }
    ).item.id;
  items.patch = await addItem(2);
  items.start = await addItem(3);
  items.complete = await addItem(4);
  items.rate = await addItem(5);
  await owner.fetch(`/api/list/${items.rate}/complete`, { method: 'POST' });
  items.remove = await addItem(6);
  // One search in the range, so the export has a row to stream.
  await env.DB.prepare("insert into search_analytics (id, created_at, query) values ('matrix-search', ?, 'matrix')")
    .bind(Date.parse(`${ANALYTICS_DAY}T12:00:00Z`))
    .run();
  await env.DB.prepare(
    "insert into static_pages (id, title, slug, status, content) values ('matrix-page', 'About', 'about-us', 'published', '[]')",
  ).run();
});

const registered = () =>
  [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].sort();

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    expect(registered()).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, row] of Object.entries(MATRIX)) {
    it(route, async () => {
      for (const name of ACTORS) {
        const { path, method = 'GET', json, body } = row.request();
        const res = await clients[name].fetch(path, { method, json, body });
        const expected = row.expect[name] ?? row.expect.others;
        expect({ actor: name, status: res.status }).toEqual({ actor: name, status: expected });
      }
    });
  }
});
