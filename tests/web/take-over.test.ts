import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { takeOver } from '@/lib/take-over';

let listeners: (() => void)[] = [];
let busy = true;
const setup = (html: string, limitMs = 5000) => {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const server = document.getElementById('root') as HTMLElement;
  const app = takeOver({
    server,
    settled: () => !busy,
    subscribe: (changed) => {
      listeners.push(changed);
      return () => {
        listeners = listeners.filter((l) => l !== changed);
      };
    },
    limitMs,
  });
  return { server, app };
};
const changed = () => {
  for (const l of listeners) l();
};
/** Two animation frames: the check runs in the frame after a change. */
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

beforeEach(() => {
  busy = true;
  listeners = [];
});
afterEach(() => vi.useRealTimers());

it("keeps the server's first screen until the app's page has its data and nothing busy, then swaps in one step", async () => {
  const { server, app } = setup('<main id="main"><h1>Activities</h1></main>');
  expect(app).not.toBe(server);
  expect(app.hidden).toBe(true);
  expect(server.isConnected).toBe(true);
  // The server's screen gives up its ids: the app's main is the one #main.
  expect(server.querySelector('main')?.id).toBe('');

  // The app's first render: a loading line while its query runs.
  app.innerHTML = '<main id="main"><div role="status" aria-busy="true">Loading...</div></main>';
  busy = false;
  changed();
  await frames();
  expect(app.hidden).toBe(true);
  expect(server.isConnected).toBe(true);

  // The data is in and the page drawn: the app takes the server screen's place and its id.
  app.innerHTML = '<main id="main"><h1>Activities</h1><ul><li>Kayaking</li></ul></main>';
  await frames();
  expect(server.isConnected).toBe(false);
  expect(app.hidden).toBe(false);
  expect(app.id).toBe('root');
  expect(document.querySelectorAll('h1')).toHaveLength(1);
});

it('waits while a route or query is still loading, even when nothing is marked busy', async () => {
  const { server, app } = setup('<main id="main"><h1>Blog</h1></main>');
  app.innerHTML = '<main id="main"><h1>Blog</h1></main>';
  await frames();
  expect(server.isConnected).toBe(true);
  busy = false;
  changed();
  await frames();
  expect(server.isConnected).toBe(false);
});

it('shows the app as it stands when the page takes longer than the limit', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { server, app } = setup('<main id="main"><h1>Community</h1></main>', 5000);
  app.innerHTML = '<main id="main"><div aria-busy="true">Loading posts</div></main>';
  vi.advanceTimersByTime(4999);
  expect(server.isConnected).toBe(true);
  vi.advanceTimersByTime(1);
  expect(server.isConnected).toBe(false);
  expect(app.hidden).toBe(false);
});

it("does not sweep away words typed into the first screen's search box", async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const { server, app } = setup('<main id="main"><form><input name="q" aria-label="Search"></form></main>', 5000);
  const input = server.querySelector('input') as HTMLInputElement;
  input.focus();
  input.value = 'kayak';
  app.innerHTML = '<main id="main"><h1>Activities</h1></main>';
  busy = false;
  changed();
  vi.advanceTimersByTime(5000);
  expect(server.isConnected).toBe(true);
  // Leaving the box lets the app take over.
  input.blur();
  vi.advanceTimersByTime(1);
  expect(server.isConnected).toBe(false);
});

it('renders in place over the loading line of a page without a first screen', () => {
  const { server, app } = setup('<div class="boot-screen" role="status">Loading...</div>');
  expect(app).toBe(server);
  expect(document.querySelectorAll('#root')).toHaveLength(1);
});

it('a reader moving through the server screen by keyboard keeps their place in the app', async () => {
  busy = false;
  const { server, app } = setup(
    '<main id="main"><a href="/activity/1">Kayak</a><a href="/activity/2">Hike</a><a href="/activity/2">Hike again</a></main>',
  );
  (server.querySelectorAll('a')[2] as HTMLElement).focus();
  app.innerHTML =
    '<main id="main"><a href="/activity/1">Kayak</a><a href="/activity/2">Hike</a><a href="/activity/2">Hike again</a></main>';
  await frames();
  expect(server.isConnected).toBe(false);
  expect(document.activeElement).toBe(app.querySelectorAll('a')[2]);
});

it('focus on something the app has no match for goes to its main, not the top of the page', async () => {
  busy = false;
  const { server, app } = setup('<main id="main"><a href="/old">Old link</a></main>');
  (server.querySelector('a') as HTMLElement).focus();
  app.innerHTML = '<main id="main"><h1>New</h1></main>';
  await frames();
  expect(document.activeElement).toBe(app.querySelector('main'));
});
