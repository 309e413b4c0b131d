import { DEMO_PASSWORD } from '../seed/members';
/** Shared measuring helpers for the bench sections. */
export type Row = [string, string, string];

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/**
 * Round trip as the client sees it, and the Worker's own time from its Server-Timing header
 * (the round trip includes the local harness: Node's fetch and the loopback, about 1-3 ms for a
 * static file; the core section prints it).
 */
export async function timed(n: number, request: (i: number) => Promise<Response>) {
  const times: number[] = [];
  const server: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    times.push(performance.now() - start);
    const dur = /app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
    if (dur) server.push(Number(dur));
    if (!res.ok) throw new Error(`request ${i} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    serverP50: percentile(server, 50),
    serverP95: percentile(server, 95),
  };
}
export const both = (t: Awaited<ReturnType<typeof timed>>) =>
  `${fmt(t.serverP50)} / ${fmt(t.serverP95)} (round trip ${fmt(t.p50)} / ${fmt(t.p95)})`;

/** The session cookie a response sets, ready for a `cookie` request header. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs a seeded account in (demo password) and returns its session cookie. */
export async function signInCookie(baseURL: string, email: string) {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = cookieOf(res);
  if (!res.ok || !cookie) throw new Error(`bench sign-in of ${email} failed: ${res.status}`);
  return cookie;
}

/**
 * Follows the sign-up link mailed to `email` (from the local outbox) and returns the session
 * cookie it opens, as a person confirming their address would.
 */
export async function confirmSignUp(baseURL: string, email: string, ip: string) {
  const outbox = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { mail } = (await outbox.json()) as { mail: { subject: string; text: string }[] };
  const token = mail
    .find((m) => m.subject === 'Confirm your Lifelist account')
    ?.text.match(/\/confirm-account\/(\S+)/)?.[1];
  if (!token) throw new Error(`no sign-up link was sent to ${email}`);
  const res = await fetch(`${baseURL}/api/account/confirm`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify({ token }),
  });
  const cookie = cookieOf(res);
  if (!res.ok || !cookie) throw new Error(`bench confirmation of ${email} failed: ${res.status}`);
  return cookie;
}
