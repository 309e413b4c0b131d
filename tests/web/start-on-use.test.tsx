import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CONTROLS, FIRST_USE, IDLE_WITHIN_MS, STARTED, startOnUse } from '@/lib/start-on-use';

/** Two animation frames: the first one painted, then the next. */
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r))));
const root = (start?: string) => {
  document.body.innerHTML = `<div id="root"${start ? ` data-start="${start}"` : ''}><main>Page</main></div>`;
  return document.getElementById('root');
};

/** The browser's idle callbacks, run when a test says the browser is idle. */
let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  window.requestIdleCallback = ((run: () => void) => idle.push(run)) as typeof window.requestIdleCallback;
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (window as Partial<Window>).requestIdleCallback;
});
const browserIdle = () => {
  for (const run of idle.splice(0)) run();
};

it("a guest's page starts the app when the browser is idle after load, within a second, once", async () => {
  const start = vi.fn();
  const asked = vi.spyOn(window, 'requestIdleCallback');
  startOnUse(root('idle'), start);
  await frames();
  expect(start).not.toHaveBeenCalled();
  expect(asked).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_WITHIN_MS });
  browserIdle();
  expect(start).toHaveBeenCalledTimes(1);
  // Neither a use nor the page being shown again starts it twice.
  for (const type of FIRST_USE) window.dispatchEvent(new Event(type));
  document.dispatchEvent(new Event('visibilitychange'));
  browserIdle();
  expect(start).toHaveBeenCalledTimes(1);
});

it("a guest's page starts at the reader's first use if that comes before the browser is idle, whatever the use", async () => {
  for (const type of FIRST_USE) {
    const start = vi.fn();
    startOnUse(root('idle'), start);
    await frames();
    expect(start, type).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    expect(start, type).toHaveBeenCalledTimes(1);
    // Later uses (and the other kinds), and the browser going idle, start nothing again.
    for (const other of FIRST_USE) window.dispatchEvent(new Event(other));
    browserIdle();
    expect(start, type).toHaveBeenCalledTimes(1);
  }
});

it("a guest's page still loading waits for its load before the idle start", async () => {
  const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  const start = vi.fn();
  startOnUse(root('idle'), start);
  browserIdle();
  expect(start).not.toHaveBeenCalled();
  expect(idle).toHaveLength(0);
  state.mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
  browserIdle();
  expect(start).toHaveBeenCalledTimes(1);
});

it('use inside the page reaches the start: a key pressed in the search box, a scroll of a panel', () => {
  const start = vi.fn();
  const el = root('idle');
  startOnUse(el, start);
  el?.querySelector('main')?.dispatchEvent(new Event('scroll'));
  expect(start).toHaveBeenCalledTimes(1);
});

it("any other page (the loading line, a member's page) starts once its first frame is painted", async () => {
  const start = vi.fn();
  startOnUse(root(), start);
  expect(start).not.toHaveBeenCalled();
  await frames();
  expect(start).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('pointermove'));
  expect(start).toHaveBeenCalledTimes(1);
});

it('a page opened in a background tab starts at once (it paints no frame there)', () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const start = vi.fn();
  startOnUse(root(), start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('a guest page in a background tab waits until it is shown: it starts nothing no one is reading', async () => {
  const shown = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const start = vi.fn();
  startOnUse(root('idle'), start);
  document.dispatchEvent(new Event('visibilitychange'));
  await frames();
  browserIdle();
  expect(start).not.toHaveBeenCalled();
  shown.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  browserIdle();
  expect(start).toHaveBeenCalledTimes(1);
});

it("holds a tap on a server-rendered page's control until the app has started, then does it once; links go through", async () => {
  document.body.innerHTML =
    '<div id="root" data-ssr data-start="idle"><button id="like">Like</button><a id="next" href="#next">Next</a></div>';
  const like = document.getElementById('like') as HTMLButtonElement;
  const liked = vi.fn();
  let attach = () => {};
  // The app attaches its handler when it starts, as hydration does.
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        attach = () => {
          like.addEventListener('click', liked);
          // What React leaves on a node it has hydrated.
          Object.assign(like, { __reactProps$test: {} });
          resolve();
          const root = document.getElementById('root') as HTMLElement;
          root.dataset.started = '';
          document.dispatchEvent(new Event(STARTED));
        };
      }),
  );
  startOnUse(document.getElementById('root'), start);
  window.dispatchEvent(new Event('pointerdown'));
  expect(start).toHaveBeenCalledTimes(1);
  like.click();
  like.click();
  const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById('next')?.dispatchEvent(follow);
  expect(follow.defaultPrevented).toBe(false);
  expect(liked).not.toHaveBeenCalled();
  attach();
  await vi.waitFor(() => expect(liked).toHaveBeenCalledTimes(1));
  // Once started, clicks are the app's own.
  like.click();
  expect(liked).toHaveBeenCalledTimes(2);
});

function Form({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const [town, setTown] = useState('');
  return (
    <form>
      <input aria-label="Name" value={text} onChange={(e) => setText(e.target.value)} />
      <input aria-label="Town" value={town} onChange={(e) => setTown(e.target.value)} />
      <button type="button" onClick={() => onSend(`${text} of ${town}`)}>
        Send
      </button>
    </form>
  );
}

it('what a reader typed before the app hydrated the page reaches the app, and a click then sees it', async () => {
  const sent = vi.fn();
  document.body.innerHTML = `<div id="root" data-ssr data-start="idle">${renderToString(<Form onSend={sent} />)}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  startOnUse(root, async () => {
    await act(async () => {
      hydrateRoot(root, <Form onSend={sent} />);
    });
    root.dataset.started = '';
    document.dispatchEvent(new Event(STARTED));
  });
  const [input, town] = [...root.querySelectorAll('input')] as HTMLInputElement[];
  // Typing into the server's fields starts the app; the click comes before it has hydrated.
  input?.dispatchEvent(new Event('focusin', { bubbles: true }));
  for (const [field, value] of [
    [input, 'Rowan'],
    [town, 'Leeds'],
  ] as const) {
    if (!field) throw new Error('no field');
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  (root.querySelector('button') as HTMLButtonElement).click();
  await vi.waitFor(() => expect(sent).toHaveBeenCalledWith('Rowan of Leeds'));
  expect(sent).toHaveBeenCalledTimes(1);
  expect(input?.value).toBe('Rowan');
  expect(town?.value).toBe('Leeds');
});

it('a tap and typing as the page arrives, before this script has run, are held by the first script and handed over', async () => {
  const { readFileSync } = await import('node:fs');
  document.body.innerHTML =
    '<div id="root" data-ssr data-start="idle"><div role="tablist"><button role="tab" id="following">Following</button></div><input id="q" aria-label="Search"><a id="next" href="#next">Next</a></div>';
  // The page's first script, as the browser runs it from <head> (jsdom has no media queries).
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  new Function(readFileSync('web/public/boot.js', 'utf8'))();
  const tab = document.getElementById('following') as HTMLButtonElement;
  const field = document.getElementById('q') as HTMLInputElement;
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  tab.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  // A link is the server's to follow while nothing has been typed...
  const link = document.getElementById('next') as HTMLAnchorElement;
  const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(follow);
  expect(follow.defaultPrevented).toBe(false);
  field.value = 'kayak';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // ...and the app's once something has: it asks before unsaved changes are left.
  const leave = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(leave);
  expect(leave.defaultPrevented).toBe(true);

  const chosen = vi.fn();
  const typed = vi.fn();
  const followed = vi.fn((event: Event) => event.preventDefault());
  const start = vi.fn(async () => {
    tab.addEventListener('click', chosen);
    link.addEventListener('click', followed);
    Object.assign(link, { __reactProps$test: {} });
    field.addEventListener('input', () => typed(field.value));
    Object.assign(tab, { __reactProps$test: {} });
    Object.assign(field, { __reactProps$test: {} });
    const root = document.getElementById('root') as HTMLElement;
    root.dataset.started = '';
  });
  // The reader has used the page already: it starts without waiting for another use.
  startOnUse(document.getElementById('root'), start);
  expect(start).toHaveBeenCalledTimes(1);
  await vi.waitFor(() => expect(chosen).toHaveBeenCalledTimes(1));
  expect(typed).toHaveBeenCalledWith('kayak');
  await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
  // The first script has let go: later taps are the app's own, once each.
  tab.click();
  expect(chosen).toHaveBeenCalledTimes(2);
  delete (window as Window & { lifelistEarlyUse?: unknown }).lifelistEarlyUse;
  vi.unstubAllGlobals();
});

it('the first script holds taps on the same controls as the app does', async () => {
  const { readFileSync } = await import('node:fs');
  expect(readFileSync('web/public/boot.js', 'utf8')).toContain(`const CONTROLS = '${CONTROLS}';`);
});

it('a link tapped after the app has started, while a field typed before it still waits for its part of the page, waits too', async () => {
  document.body.innerHTML =
    '<div id="root" data-ssr><nav><a id="away" href="#away">Activities</a></nav><input id="name" aria-label="First name" value="Quinn"></div>';
  const el = document.getElementById('root') as HTMLElement;
  const link = document.getElementById('away') as HTMLAnchorElement;
  const field = document.getElementById('name') as HTMLInputElement;
  const order: string[] = [];
  link.addEventListener('click', (event) => {
    event.preventDefault();
    order.push('link');
  });
  startOnUse(el, () => {
    // The shell (with the link) hydrates; the part with the field has not yet.
    Object.assign(link, { __reactProps$test: {} });
    el.dataset.started = '';
  });
  field.value = 'Quincy';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await frames();
  expect('started' in el.dataset).toBe(true);
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(tap);
  expect(tap.defaultPrevented).toBe(true);
  expect(order).toEqual([]);
  // The field's part hydrates: it hears what was typed first, then the link is followed.
  field.addEventListener('input', () => order.push(`typed ${field.value}`));
  Object.assign(field, { __reactProps$test: {} });
  await vi.waitFor(() => expect(order).toEqual(['typed Quincy', 'link']));
  // Everything handed over: later taps are the app's own at once.
  link.click();
  expect(order).toEqual(['typed Quincy', 'link', 'link']);
});

it("a search form's submit button goes to the server before the app has started: the first script and this one let it through", async () => {
  const { readFileSync } = await import('node:fs');
  const page =
    '<div id="root" data-ssr data-start="idle"><form action="/blog"><input name="q" aria-label="Search blogs"><button id="search">Search</button></form><form><button id="send">Send</button></form><button id="like" type="button">Like</button></div>';
  // jsdom sends no form: what would be sent is noted instead.
  const sentTo: string[] = [];
  const send = (event: Event) => {
    event.preventDefault();
    sentTo.push((event.target as HTMLFormElement).getAttribute('action') ?? 'the app');
  };
  document.addEventListener('submit', send);
  const clicked = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)?.dispatchEvent(event);
    return event.defaultPrevented ? 'held' : 'through';
  };
  // The first script, as the page arrives (jsdom has no media queries).
  document.body.innerHTML = page;
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  new Function(readFileSync('web/public/boot.js', 'utf8'))();
  expect([clicked('search'), clicked('send'), clicked('like')]).toEqual(['through', 'held', 'held']);
  expect(sentTo).toEqual(['/blog']);
  delete (window as Window & { lifelistEarlyUse?: unknown }).lifelistEarlyUse;
  vi.unstubAllGlobals();
  // This script, once it runs, before the app has started.
  document.body.innerHTML = page;
  startOnUse(document.getElementById('root'), () => new Promise<void>(() => undefined));
  expect([clicked('search'), clicked('send'), clicked('like')]).toEqual(['through', 'held', 'held']);
  expect(sentTo).toEqual(['/blog', '/blog']);
  document.removeEventListener('submit', send);
});
