import { TURNSTILE_TEST_TOKEN } from '../contracts/captcha';

/** Checks a CAPTCHA token from the contact form. */
export interface CaptchaVerifier {
  verify(token: string, ip: string | null): Promise<boolean>;
}

// Cloudflare Turnstile's documented test keys.
export const TURNSTILE_PASS_SECRET = '1x0000000000000000000000000000000AA';
export const TURNSTILE_FAIL_SECRET = '2x0000000000000000000000000000000AA';

/** Production: Turnstile's siteverify endpoint. */
export class TurnstileVerifier implements CaptchaVerifier {
  constructor(private readonly secret: string) {}
  async verify(token: string, ip: string | null) {
    const body = new FormData();
    body.append('secret', this.secret);
    body.append('response', token);
    if (ip) body.append('remoteip', ip);
    const res = await fetch('https://challenges.cloudflare.com/turnstile/v0/siteverify', { method: 'POST', body });
    const result = (await res.json().catch(() => ({ success: false }))) as { success?: boolean };
    return result.success === true;
  }
}

/**
 * Locally and in tests, with Turnstile's test secrets and no network: the always-pass secret
 * accepts the test token, the always-fail secret refuses everything, and any other token fails.
 */
export class TestKeyVerifier implements CaptchaVerifier {
  constructor(private readonly secret: string) {}
  async verify(token: string) {
    return this.secret === TURNSTILE_PASS_SECRET && token === TURNSTILE_TEST_TOKEN;
  }
}

export function createCaptchaVerifier(env: Env): CaptchaVerifier {
  const secret = env.TURNSTILE_SECRET_KEY || TURNSTILE_PASS_SECRET;
  return secret === TURNSTILE_PASS_SECRET || secret === TURNSTILE_FAIL_SECRET
    ? new TestKeyVerifier(secret)
    : new TurnstileVerifier(secret);
}
