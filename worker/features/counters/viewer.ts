import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';

const GUEST_COOKIE = 'll_viewer';

async function digest(value: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return [...bytes.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Who is looking, for "once per viewer a day": a signed-in member (on any of their devices), or a
 * guest's browser, known by a cookie set here on their first counted look. Guests' cookies are kept
 * hashed: the Counter objects never hold the cookie itself.
 */
export async function viewerKey(c: Context<AppEnv>) {
  const profile = c.get('profile');
  if (profile) return `m:${profile.id}`;
  let guest = getCookie(c, GUEST_COOKIE);
  if (!guest || !/^[\w-]{16,64}$/.test(guest)) {
    guest = crypto.randomUUID();
    setCookie(c, GUEST_COOKIE, guest, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
  }
  return `g:${await digest(guest)}`;
}
