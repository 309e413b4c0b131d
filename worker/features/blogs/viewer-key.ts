import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';

const GUEST_COOKIE = 'll_viewer';

async function digest(value: string) {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return [...bytes.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Who is viewing, for "once per viewer session": a signed-in member's session (hashed, never the
 * token itself), or a guest's browser-session cookie, set here on first view.
 */
export async function viewerKey(c: Context<AppEnv>) {
  const token = /session_token=([^;]+)/.exec(c.req.header('cookie') ?? '')?.[1];
  const profile = c.get('profile');
  if (profile && token) return `m:${await digest(token)}`;
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
