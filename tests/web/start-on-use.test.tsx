import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { FIRST_USE, STARTED, startOnUse } from '@/lib/start-on-use';

/** Two animation frames: the first one painted, then the next. */
const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r))));
const root = (start?: string) => {
  document.body.innerHTML = `<div id="root"${start ? ` data-start="${start}"` : ''}><main>Page</main></div>`;
  return document.getElementById('root');
};

afterEach(() => {
  vi.restoreAllMocks();
});

it("a guest's first screen starts the app on first use, once, whatever the first use is", async () => {
  for (const type of FIRST_USE) {
    const start = vi.fn();
    startOnUse(root('on-use'), start);
    await frames();
    expect(start, type).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    expect(start, type).toHaveBeenCalledTimes(1);
    // Later uses (and the other kinds) start nothing again: the listeners are gone.
    for (const other of FIRST_USE) window.dispatchEvent(new Event(other));
    expect(start, type).toHaveBeenCalledTimes(1);
  }
});

it('use inside the page reaches the start: a key pressed in the search box, a scroll of a panel', () => {
  const start = vi.fn();
  const el = root('on-use');
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

it('a guest page in a background tab waits for use: it starts nothing no one is reading', async () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const start = vi.fn();
  startOnUse(root('on-use'), start);
  document.dispatchEvent(new Event('visibilitychange'));
  await frames();
  expect(start).not.toHaveBeenCalled();
});

it("holds a tap on a server-rendered page's control until the app has started, then does it once; links go through", async () => {
  document.body.innerHTML =
    '<div id="root" data-ssr data-start="on-use"><button id="like">Like</button><a id="next" href="#next">Next</a></div>';
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
  document.body.innerHTML = `<div id="root" data-ssr data-start="on-use">${renderToString(<Form onSend={sent} />)}</div>`;
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
