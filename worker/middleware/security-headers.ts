import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';

const policy = (scripts: string) =>
  [
    "default-src 'self'",
    `script-src 'self'${scripts} https://challenges.cloudflare.com`,
    // Radix and tiptap position elements with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Blogs may show images by URL from any https host (the sanitiser keeps only http(s) sources).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://challenges.cloudflare.com',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

// Static assets get the same policy from web/public/_headers.
export const CONTENT_SECURITY_POLICY = policy('');

/** A rendered page's policy: its own inline scripts (React's, revealing what streams) carry `nonce`. */
export const pageSecurityPolicy = (nonce: string) => policy(` 'nonce-${nonce}'`);

/**
 * Under `vite` (npm run dev) a page is Vite's, whose inline preamble the policy would block: no
 * policy there. Built Workers, and the tests, always send it.
 */
export const vitePages = import.meta.env.DEV && import.meta.env.MODE !== 'test';

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const devPage = vitePages && c.res.headers.get('content-type')?.includes('text/html');
  // A response that set its own, stricter policy (a generated image: `default-src 'none'`) keeps it.
  if (!devPage && !c.res.headers.has('Content-Security-Policy')) {
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  }
  c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
  if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
});
