import { env, exports } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { createDb } from '../../worker/db/client';
import { type ProfileRow, profiles } from '../../worker/db/schema';

export const db = () => createDb(env.DB);

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A different client address per member, as real traffic has; rate limits key on it. */
export const randomIp = () =>
  `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 254) + 1}`;

export type Client = {
  cookie: string;
  ip: string;
  fetch: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
};

export function client(cookie = '', ip = randomIp()): Client {
  return {
    cookie,
    ip,
    fetch: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      headers.set('cf-connecting-ip', ip);
      if (!headers.has('origin')) headers.set('origin', 'http://localhost');
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return exports.default.fetch(new Request(`http://localhost${path}`, { ...init, headers, body }));
    },
  };
}

export const guest = () => client();

export function signUpBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    email: `member-${id}@example.com`,
    password: 'correct horse battery',
    firstName: 'Alex',
    username: `m_${id}`.slice(0, 20),
    age: 30,
    country: 'GB',
    acceptTerms: true,
    ...overrides,
  };
}

export const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export type Member = Client & { profile: ProfileRow; email: string; password: string };

/** Signs a new member up through the API and returns a client carrying their session. */
export async function signUp(overrides: Record<string, unknown> = {}): Promise<Member> {
  const body = signUpBody(overrides);
  const anon = guest();
  const res = await anon.fetch('/api/account/sign-up', { method: 'POST', json: body });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { profile } = (await res.json()) as { profile: ProfileRow };
  return { ...client(cookieFrom(res), anon.ip), profile, email: body.email, password: body.password };
}

export type ActorKind = 'member' | 'moderator' | 'admin' | 'superAdmin' | 'suspended' | 'banned';

/** A signed-in member with a role or restriction applied directly in D1, as a super admin would. */
export async function actor(kind: ActorKind): Promise<Member> {
  const member = await signUp();
  const changes: Partial<ProfileRow> =
    kind === 'moderator'
      ? { role: 'moderator' }
      : kind === 'admin'
        ? { role: 'admin' }
        : kind === 'superAdmin'
          ? { role: 'superAdmin' }
          : kind === 'suspended'
            ? { isSuspended: true, suspensionEndDate: new Date(Date.now() + 30 * 86400_000) }
            : kind === 'banned'
              ? { isBanned: true }
              : {};
  if (Object.keys(changes).length) {
    const [profile] = await db().update(profiles).set(changes).where(eq(profiles.id, member.profile.id)).returning();
    member.profile = profile as ProfileRow;
  }
  return member;
}

export async function errorOf(res: Response) {
  return (await res.json()) as { error: string; code: string };
}
