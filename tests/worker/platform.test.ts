import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks, safeInline } from '../../worker/contracts/page-markdown';
import { actor, errorOf, guest } from './helpers';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('security baseline', () => {
  it('sends a strict CSP, HSTS, nosniff, a referrer policy and a request id', async () => {
    const res = await guest().fetch('/api/me');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await guest().fetch('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('media from R2', () => {
  it('serves a verified image inline with its type and nosniff', async () => {
    await env.MEDIA.put('post-images/x/test.png', PNG, { httpMetadata: { contentType: 'image/png' } });
    const res = await guest().fetch('/media/post-images/x/test.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('serves anything that is not a verified image as an attachment', async () => {
    await env.MEDIA.put('post-images/x/page.html', '<script>alert(1)</script>', {
      httpMetadata: { contentType: 'text/html' },
    });
    const res = await guest().fetch('/media/post-images/x/page.html');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps contact attachments for admins', async () => {
    await env.MEDIA.put('contact-attachments/1-a.pdf', '%PDF-1.7', {
      httpMetadata: { contentType: 'application/pdf' },
    });
    expect((await (await actor('member')).fetch('/media/contact-attachments/1-a.pdf')).status).toBe(404);
    const res = await (await actor('admin')).fetch('/media/contact-attachments/1-a.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('suspension ends by itself', () => {
  it('clears an expired suspension on the next request', async () => {
    const member = await actor('suspended');
    await env.DB.prepare('update profiles set suspension_end_date = ? where id = ?')
      .bind(Date.now() - 1000, member.profile.id)
      .run();
    const res = await member.fetch('/api/me');
    const body = (await res.json()) as { profile: { isSuspended: boolean }; flags: { isRestricted: boolean } };
    expect(body.profile.isSuspended).toBe(false);
    expect(body.flags.isRestricted).toBe(false);
  });
});

describe('page markdown', () => {
  it('turns headings, lists and paragraphs into blocks', () => {
    expect(markdownToBlocks('# Title\n\nFirst line\nsecond line\n\n- one\n- two\n\n## Sub')).toEqual([
      { type: 'header', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'First line second line' },
      { type: 'list', ordered: false, items: ['one', 'two'] },
      { type: 'header', level: 2, text: 'Sub' },
    ]);
  });

  it('keeps only strong, em and safe links; escapes everything else', () => {
    expect(safeInline('<strong>Hi</strong> <em>there</em> <a href="/help">help</a>')).toBe(
      '<strong>Hi</strong> <em>there</em> <a href="/help">help</a>',
    );
    expect(safeInline('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(safeInline('<a href="javascript:alert(1)">x</a>')).not.toContain('<a');
    expect(safeInline('<a href="/x" onclick="evil()">x</a>')).not.toContain('<a ');
    expect(safeInline('<strong onmouseover="x">b</strong>')).not.toContain('<strong ');
  });
});
