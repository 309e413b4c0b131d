import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

let browser: Browser;

/** One headless Chromium per test file; each test opens its own contexts (separate cookies). */
export function setupBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /**
     * A page in a context of its own. Like a reader, it moves the pointer once each page arrives: a
     * guest's page drawn by the server starts the app on that first use if the browser has not been
     * idle yet (web/lib/start-on-use.ts). `untouched` opens a page nobody uses (it starts the app
     * when the browser is idle); `holdApp` looks at a page before the app starts.
     */
    async newPage(
      options: BrowserContextOptions = {},
      { untouched = false }: { untouched?: boolean } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ baseURL: baseURL(), ...options });
      const page = await context.newPage();
      if (!untouched) {
        let x = 1;
        page.on('domcontentloaded', () => {
          // A move to where the pointer already is would not be a move.
          x = 3 - x;
          page.mouse.move(x, 1).catch(() => undefined);
        });
      }
      return { context, page };
    },
  };
}

/**
 * Holds the app's scripts back, as on a slow connection, to use a page before the app has started
 * (a guest's page starts it as soon as the browser is idle): `open` loads a page with them held
 * (the server's page is there, and the first script, which holds early taps, has run), `release`
 * lets them through.
 */
export async function holdApp(page: Page) {
  let release = () => {};
  let gate = Promise.resolve();
  let stopped = false;
  // Requests being held or let through. Removing the route while one is on its way would have the
  // browser let it through itself, and this one's own `continue` would then find it handled.
  const inFlight = new Set<Promise<void>>();
  const held = (route: Route) => {
    if (stopped) return route.fallback();
    const passing = gate.then(() => route.continue());
    inFlight.add(passing);
    return passing.finally(() => inFlight.delete(passing));
  };
  await page.route('**/assets/*.js', held);
  return {
    async open(path: string) {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForSelector('#root[data-ssr] main', { state: 'attached' });
    },
    release: () => release(),
    /** Lets everything through, and holds nothing from then on. */
    async done() {
      release();
      stopped = true;
      await Promise.allSettled([...inFlight]);
      await page.unroute('**/assets/*.js', held);
    },
  };
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.slice(0, 20);

const octet = () => Math.floor(Math.random() * 254) + 1;

/** Signs a new member up through the API inside a browser context, so the context carries the session. */
export async function signUpIn(context: BrowserContext, firstName = 'Jamie') {
  const username = uniqueName('m');
  const ip = `10.${octet()}.${octet()}.${octet()}`;
  const res = await context.request.post('/api/account/sign-up', {
    data: {
      email: `${username}@example.com`,
      password: 'a long passphrase',
      firstName,
      username,
      age: 30,
      country: 'GB',
      acceptTerms: true,
    },
    // Each sign-up from its own client address, so the browser tests never meet the per-address
    // sign-up limit however many members they create.
    headers: { origin: baseURL(), 'cf-connecting-ip': ip },
  });
  if (res.status() !== 202) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const confirmed = await context.request.post('/api/account/confirm', {
    data: { token: (await confirmationLink(context, `${username}@example.com`)).split('/').pop() },
    headers: { origin: baseURL(), 'cf-connecting-ip': ip },
  });
  if (!confirmed.ok()) throw new Error(`confirming failed: ${confirmed.status()} ${await confirmed.text()}`);
  return { username };
}

/** The path of the newest sign-up link mailed to this address (from the local outbox). */
export async function confirmationLink(context: BrowserContext, email: string) {
  const res = await context.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const { mail } = (await res.json()) as { mail: { subject: string; text: string }[] };
  const link = mail
    .find((m) => m.subject === 'Confirm your Lifelist account')
    ?.text.match(/https?:\/\/[^/\s]+(\/confirm-account\/\S+)/)?.[1];
  if (!link) throw new Error(`no sign-up link was sent to ${email}`);
  return link;
}
