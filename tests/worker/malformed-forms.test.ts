import { describe, expect, it } from 'vitest';
import { errorOf, guest, signUp } from './helpers';

/** A multipart body that cannot be read: no boundary, or a part that never ends. */
const BODIES: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', 'abc'],
  [
    'unterminated part',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nNo end',
  ],
];

describe('forms that cannot be read', () => {
  it.each([
    '/api/community/media',
    '/api/blogs/cover',
    '/api/profile/avatar',
    '/api/activities/custom',
    '/api/contact',
    '/api/account/sign-up',
  ])('%s answers 400 with a clear message, never 500', async (path) => {
    const m = await signUp();
    for (const [, type, body] of BODIES) {
      const res = await m.fetch(path, { method: 'POST', body, headers: { 'content-type': type } });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toMatch(/form/i);
    }
    const anon = await guest().fetch('/api/contact', {
      method: 'POST',
      body: 'abc',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(anon.status).toBe(400);
  });
});
