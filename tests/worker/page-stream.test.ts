import { describe, expect, it } from 'vitest';
import { spliceMarkup } from '../../worker/features/renderer/render';
import { guest, signUp } from './helpers';

const encoder = new TextEncoder();

/** A stream of `text` cut into pieces of `size` characters. */
function pieces(text: string, size: number) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < text.length; i += size) controller.enqueue(encoder.encode(text.slice(i, i + size)));
      controller.close();
    },
  });
}

const SHELL =
  '<html><head><title>x</title></head><body><div id="root"><!--app-markup--></div><!--app-state--></body></html>';

describe("a page's stream", () => {
  it('puts the markup into #root as it streams, and the state after it once every part is done', async () => {
    for (const size of [1, 3, 7, 1000]) {
      let done = false;
      const page = {
        markup: pieces('<main>Hello</main><p>later</p>', 5),
        finished: new Promise<{ state: string; drawn: string[] }>((resolve) =>
          setTimeout(() => {
            done = true;
            resolve({ state: '{"queries":[]}', drawn: ['member-list-actions'] });
          }, 5),
        ),
      };
      const html = await new Response(
        spliceMarkup(
          pieces(SHELL, size),
          () => page,
          () => '<!-- end -->',
        ),
      ).text();
      expect(done).toBe(true);
      expect(html, `pieces of ${size}`).toBe(
        '<html><head><title>x</title></head><body><div id="root"><main>Hello</main><p>later</p></div>' +
          '<script type="application/json" id="app-state" data-modules="member-list-actions">{"queries":[]}</script>' +
          '</body></html><!-- end -->',
      );
    }
  });

  it('passes the shell as it is when nothing was rendered into it', async () => {
    const shell = '<html><body><div id="root"></div></body></html>';
    for (const size of [1, 4, 1000])
      expect(await new Response(spliceMarkup(pieces(shell, size), () => null)).text()).toBe(shell);
  });
});

describe('a streamed page', () => {
  it('lets only its own inline scripts run (a nonce new for each page), and a crawler gets it whole', async () => {
    const member = await signUp({ firstName: 'Noa' });
    const nonces = new Set<string>();
    for (const visitor of [guest(), member, guest()]) {
      const res = await visitor.fetch('/community');
      const html = await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeDefined();
      nonces.add(nonce as string);
      // Every script that runs inline carries it; the page's data never runs.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
      for (const attrs of inline)
        if (!/type="application\/(?:json|ld\+json)"/.test(attrs)) expect(attrs).toContain(`nonce="${nonce}"`);
      expect(html).toContain('id="app-state"');
    }
    expect(nonces.size).toBe(3);

    const crawled = await guest().fetch('/community', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    const html = await crawled.text();
    expect(crawled.status).toBe(200);
    // Whole: no part left to be revealed by a script.
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    expect(html).toContain('data-ssr');
  });
});
