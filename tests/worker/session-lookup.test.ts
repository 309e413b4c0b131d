import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { client, signUp } from './helpers';

const DAY = 86_400_000;
const tokenOf = (cookie: string) =>
  decodeURIComponent(/lifelist\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';
const expiryOf = async (token: string) =>
  (await env.DB.prepare('select expires_at as at from sessions where token = ?').bind(token).first<{ at: number }>())
    ?.at;

describe("reading a member's session", () => {
  it('answers a member in one statement with their profile, and the home feed in two', async () => {
    const member = await signUp({ firstName: 'Sol' });
    const me = await member.fetch('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { profile: { firstName: string } }).profile.firstName).toBe('Sol');
    const feed = await member.fetch('/api/community/feed?content=all');
    await feed.arrayBuffer();
    expect(feed.status).toBe(200);
    // The session, its user and their profile, then the page.
    expect(Number(feed.headers.get('x-d1-queries'))).toBe(2);
  });

  it('treats a cookie whose signature does not match as no session at all', async () => {
    const member = await signUp();
    // The signature's first character: its last one also carries padding bits, and a change
    // there can decode to the same bytes.
    const forged = member.cookie.replace(
      /(lifelist\.session_token=[^.;]*\.)(.)/,
      (_, head, ch) => `${head}${ch === 'A' ? 'B' : 'A'}`,
    );
    expect(forged).not.toBe(member.cookie);
    expect((await client(forged, member.ip).fetch('/api/me')).status).toBe(401);
    // Nor does a token without its signature open the session.
    const bare = `lifelist.session_token=${tokenOf(member.cookie)}`;
    expect((await client(bare, member.ip).fetch('/api/me')).status).toBe(401);
    expect((await member.fetch('/api/me')).status).toBe(200);
  });

  it('refuses a session that has run out or was ended', async () => {
    const member = await signUp();
    const token = tokenOf(member.cookie);
    await env.DB.prepare('update sessions set expires_at = ? where token = ?')
      .bind(Date.now() - 1000, token)
      .run();
    expect((await member.fetch('/api/me')).status).toBe(401);
    const other = await signUp();
    await env.DB.prepare('delete from sessions where token = ?').bind(tokenOf(other.cookie)).run();
    expect((await other.fetch('/api/me')).status).toBe(401);
  });

  it('extends a session in use once a day, as the sign-in promised', async () => {
    const member = await signUp();
    const token = tokenOf(member.cookie);
    const fresh = await expiryOf(token);
    expect(fresh).toBeGreaterThan(Date.now() + 6 * DAY);
    // Not due yet: the expiry stays as it is.
    await member.fetch('/api/me');
    expect(await expiryOf(token)).toBe(fresh);
    // Signed in six days ago: one day left, and due to be extended on the next request.
    await env.DB.prepare('update sessions set expires_at = ? where token = ?')
      .bind(Date.now() + DAY, token)
      .run();
    expect((await member.fetch('/api/me')).status).toBe(200);
    expect(await expiryOf(token)).toBeGreaterThan(Date.now() + 6 * DAY);
  });
});
