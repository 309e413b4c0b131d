import type { Hono } from 'hono';
import type { hc } from 'hono/client';

/** What a call of the typed client may carry (the parts of Hono's client the app uses). */
type Args = {
  param?: Record<string, string | number | undefined>;
  query?: Record<string, unknown>;
  json?: unknown;
  form?: Record<string, unknown>;
  header?: Record<string, string | undefined>;
};
/** The options a call may add (Hono's `ClientRequestOptions`): more headers, and fetch's own options. */
type Options = { headers?: Record<string, string>; init?: RequestInit };

/**
 * The API's typed client: Hono's client types (`api.activities[':id'].$get({ param })` checked
 * against the Worker's routes) over a small request builder of our own, which writes addresses
 * and bodies as Hono's client does: `:name` segments from `param` (a trailing `index` dropped),
 * `query` as search parameters (arrays repeated, undefined left out), `json` or `form` bodies.
 * Every page loads the client, and Hono's also carried cookies, WebSockets and URL helpers.
 */
// biome-ignore lint/suspicious/noExplicitAny: Hono's own constraint on an app's type.
export function typedClient<App extends Hono<any, any, any>>(
  base: string,
  send: typeof fetch,
): ReturnType<typeof hc<App>> {
  const call = (path: string[], args: Args = {}, options: Options = {}) => {
    const method = (path[path.length - 1] ?? '').replace(/^\$/, '').toUpperCase();
    let url = `${base.replace(/\/+$/, '')}/${path.slice(0, -1).join('/')}`.replace(/\/index$/, '');
    for (const [k, v] of Object.entries(args.param ?? {}))
      url = url.replace(new RegExp(`/:${k}(?:{[^/]+})?\\??(?=/|$)`), () => (v ? `/${v}` : ''));
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(args.query ?? {})) {
      if (v === undefined) continue;
      if (!Array.isArray(v)) search.set(k, String(v));
      else for (const item of v) if (item !== undefined) search.append(k, String(item));
    }
    const query = search.toString();
    if (query) url += `?${query}`;
    const headers = new Headers(options.headers);
    for (const [k, v] of Object.entries(args.header ?? {})) if (v !== undefined) headers.set(k, v);
    let body: BodyInit | undefined;
    if (args.form) {
      const form = new FormData();
      for (const [k, v] of Object.entries(args.form))
        for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) form.append(k, item as string | Blob);
      body = form;
    }
    if (args.json !== undefined) {
      body = JSON.stringify(args.json);
      headers.set('Content-Type', 'application/json');
    }
    return send(url, {
      ...options.init,
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    });
  };
  const proxy = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? proxy([...path, key]) : undefined),
      apply: (_target, _this, [args, options]: [Args?, Options?]) => call(path, args, options),
    });
  return proxy([]) as never;
}
