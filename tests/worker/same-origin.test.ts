import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { errorOf, signUp } from './helpers';

describe('changes only from our own pages', () => {
  it('refuses a write whose Origin is another site, and changes nothing', async () => {
    const m = await signUp();
    const forged = await m.fetch('/api/profile', {
      method: 'PATCH',
      headers: { origin: 'https://evil.example' },
      json: { profileBio: 'pwned' },
    });
    expect(forged.status).toBe(403);
    expect((await errorOf(forged)).error).toBe('This request did not come from Lifelist');
    const opaque = await m.fetch('/api/list', { method: 'POST', headers: { origin: 'null' }, json: { activityId: 1 } });
    expect(opaque.status).toBe(403);
    const me = (await (await m.fetch('/api/me')).json()) as { profile: { profileBio: string | null } };
    expect(me.profile.profileBio).not.toBe('pwned');
  });

  it('refuses a cross-site write told by Sec-Fetch-Site when there is no Origin', async () => {
    const m = await signUp();
    const send = (site: string) =>
      exports.default.fetch(
        new Request('http://localhost/api/newsletter', {
          method: 'POST',
          headers: {
            cookie: m.cookie,
            'cf-connecting-ip': m.ip,
            'sec-fetch-site': site,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ email: `n${Date.now()}@example.com` }),
        }),
      );
    expect((await send('cross-site')).status).toBe(403);
    expect((await send('same-site')).status).toBe(403);
    expect((await send('same-origin')).status).not.toBe(403);
  });

  it('lets reads through from anywhere, and our own pages write', async () => {
    const m = await signUp();
    expect((await m.fetch('/api/me', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    const own = await m.fetch('/api/profile', { method: 'PATCH', json: { firstName: 'Sam' } });
    expect(own.status).toBe(200);
  });
});
