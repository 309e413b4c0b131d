import { timingSafeEqual } from 'node:crypto';

// Hashes, signatures and comparisons for the local OpenID Connect provider (local-oidc.ts).

const encoder = new TextEncoder();
export const base64url = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('base64url');
export const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
export const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The same subject for an address every time, whatever the secret: accounts stay linked across restarts. */
export const subjectFor = async (email: string) =>
  Buffer.from(await sha256(`lifelist-local-oidc:${email.trim().toLowerCase()}`))
    .toString('hex')
    .slice(0, 32);

export const codeHash = async (code: string) => Buffer.from(await sha256(code)).toString('hex');

async function hmac(env: Env, purpose: string, payload: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`local-oidc:${env.BETTER_AUTH_SECRET}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(`${purpose}.${payload}`)));
}

/** `payload.signature`: the access tokens and the consent page's request, checked and dated by us alone. */
export async function seal(env: Env, purpose: string, data: Record<string, unknown>, seconds: number) {
  const payload = base64url(encoder.encode(JSON.stringify({ ...data, exp: Math.floor(Date.now() / 1000) + seconds })));
  return `${payload}.${await hmac(env, purpose, payload)}`;
}

export async function unseal<T>(env: Env, purpose: string, token: string): Promise<T | null> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  if (!sameText(signature, await hmac(env, purpose, payload))) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as T & { exp: number };
    return data.exp > Date.now() / 1000 ? data : null;
  } catch {
    return null;
  }
}
