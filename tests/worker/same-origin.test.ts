import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { appOrigin, appOrigins } from '../../worker/lib/config';
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

describe('the app’s origins, read once', () => {
  it('as origins, the first the site’s own address; what is not an address is left out', () => {
    const env = { APP_ORIGIN: ' https://lifelist.app/ , not a url,http://localhost:8787/path,' };
    expect(appOrigins(env)).toEqual(['https://lifelist.app', 'http://localhost:8787']);
    expect(appOrigin(env)).toBe('https://lifelist.app');
    expect(appOrigins({ APP_ORIGIN: '' })).toEqual([]);
    expect(appOrigin({ APP_ORIGIN: 'nonsense' })).toBe('https://lifelist.app');
    expect(appOrigin({} as { APP_ORIGIN: string })).toBe('https://lifelist.app');
  });
});
