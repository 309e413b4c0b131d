import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { actor, type Client, guest, type Member, signUpBody } from './helpers';

/**
 * Every registered route, with the status each kind of actor gets. A route registered without a
 * row here fails the first test, so no route can skip its access rules.
 */
const ACTORS = ['guest', 'member', 'owner', 'otherMember', 'moderator', 'admin', 'suspended', 'banned'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Partial<Record<ActorName, number>> & { others: number };
type Row = {
  /** The concrete request: path (with query) and body. */
  request: () => { path: string; method?: string; json?: unknown };
  expect: Expect;
};

const signedIn = (status: number): Expect => ({ guest: 401, others: status });
const everyone = (status: number): Expect => ({ others: status });

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
        const { path, method = 'GET', json } = row.request();
        const res = await clients[name].fetch(path, { method, json });
        const expected = row.expect[name] ?? row.expect.others;
        expect({ actor: name, status: res.status }).toEqual({ actor: name, status: expected });
      }
    });
  }
});
