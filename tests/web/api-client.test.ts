import type { Hono } from 'hono';
import { hc } from 'hono/client';
import { expect, it, vi } from 'vitest';
import { typedClient } from '@/lib/api-client';

type Call = (args?: unknown) => Promise<Response>;
type Untyped = object;
/** Calls `client.a.b.$get(args)` for the path `a/b/$get`, without the app's types. */
const call = (client: Untyped, path: string, args?: unknown) =>
  (path.split('/').reduce((at, key) => (at as Record<string, unknown>)[key] as object, client) as Call)(args);

/** Each call's request as Hono's own client writes it and as ours does: they must agree. */
async function both(use: (client: Untyped) => Promise<Response>) {
  const seen: { url: string; method: string; type: string | null; body: string | null }[] = [];
  const send = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(new URL(String(input), 'https://lifelist.test'), init);
    seen.push({
      url: req.url,
      method: req.method,
      type: req.headers.get('content-type')?.split(';')[0] ?? null,
      body: req.body ? await req.text() : null,
    });
    return new Response('{}');
  }) as unknown as typeof fetch;
  await use(hc<Hono>('/api', { fetch: send }) as unknown as Untyped);
  await use(typedClient<Hono>('/api', send) as unknown as Untyped);
  return seen;
}

it('writes addresses, search parameters and bodies as Hono’s client does', async () => {
  const cases: [string, unknown?][] = [
    ['activities/:id/$get', { param: { id: 42 } }],
    ['activities/search/$get', { query: { q: 'sea swim', category: ['Water', 'Sport'], page: 2, none: undefined } }],
    ['profiles/:username/list/$get', { param: { username: 'maya_okafor' }, query: {} }],
    ['posts/$post', { json: { content: 'Hello', visibility: 'public' } }],
    ['posts/:id/$patch', { param: { id: 'p1' }, json: { content: 'Edited' } }],
    ['posts/:id/$delete', { param: { id: 'p1' } }],
    ['list/items/:id/$put', { param: { id: '7' }, json: { status: 'completed' } }],
    ['index/$get'],
    ['notifications/$get'],
  ];
  for (const [path, args] of cases) {
    const [theirs, ours] = await both((c) => call(c, path, args));
    expect(ours, theirs?.url).toEqual(theirs);
  }
});

it('sends forms with each value (and each item of a list) as a field', async () => {
  const [theirs, ours] = await both((c) =>
    call(c, 'media/$post', {
      form: { kind: 'post', file: new File(['abc'], 'a.png', { type: 'image/png' }), tags: ['a', 'b'] },
    }),
  );
  expect(ours?.method).toBe('POST');
  expect(ours?.url).toBe(theirs?.url);
  expect(ours?.type).toBe('multipart/form-data');
  for (const part of ['name="kind"', 'name="file"', 'name="tags"']) expect(ours?.body).toContain(part);
  expect(ours?.body?.match(/name="tags"/g)).toHaveLength(2);
});

it('adds the call’s own headers and fetch options, as Hono’s client does', async () => {
  const inits: RequestInit[] = [];
  const send = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    inits.push(init ?? {});
    return new Response('{}');
  }) as unknown as typeof fetch;
  const client = typedClient<Hono>('/api', send) as unknown as {
    analytics: { click: { $post: (args: unknown, options: unknown) => Promise<Response> } };
  };
  await client.analytics.click.$post(
    { json: { eventId: 'e1', activityId: 3 } },
    { headers: { 'x-search-session': 's1' }, init: { keepalive: true } },
  );
  const [init] = inits;
  expect(init?.keepalive).toBe(true);
  expect(init?.method).toBe('POST');
  const headers = new Headers(init?.headers);
  expect(headers.get('x-search-session')).toBe('s1');
  expect(headers.get('content-type')).toBe('application/json');
});
