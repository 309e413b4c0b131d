import { afterEach, expect, it, vi } from 'vitest';
import { FIRST_USE, startOnUse } from '@/lib/start-on-use';

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
