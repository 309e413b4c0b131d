/**
 * The app taking over the server's first screen. The HTML's first screen (written by the Worker)
 * stays on show while the app draws the same page in a hidden element beside it; once the app's
 * page has settled (nothing loading and nothing marked busy) the app's element replaces it in one
 * step, so the reader never sees a loading line between the two screens. A page that takes longer
 * than `limitMs` is shown as it stands.
 */
export function takeOver({
  server,
  settled,
  subscribe,
  limitMs,
}: {
  /** The element holding the server's first screen (#root). */
  server: HTMLElement;
  /** True when the app has nothing in flight: no route or query loading. */
  settled: () => boolean;
  /** Calls back when what `settled` reads may have changed; returns the unsubscribe. */
  subscribe: (changed: () => void) => () => void;
  limitMs: number;
}): HTMLElement {
  // The loading line the HTML holds for pages without a first screen is replaced in place.
  if (!server.firstElementChild || server.querySelector('.boot-screen')) return server;
  const app = document.createElement('div');
  app.hidden = true;
  // One element per id: the app's own main is the page's main (the skip link's target) from now on.
  for (const el of server.querySelectorAll('[id]')) el.removeAttribute('id');
  server.parentNode?.insertBefore(app, server.nextSibling);
  let frame = 0;
  // Words typed into the first screen's search box are not swept away: the swap waits until the
  // reader leaves the box (or sends the form, which the server answers).
  const typing = () => {
    const active = document.activeElement;
    return active instanceof HTMLInputElement && server.contains(active) && active.value !== '';
  };
  const isReady = () =>
    !typing() && settled() && app.querySelector('main') !== null && app.querySelector('[aria-busy="true"]') === null;
  const check = () => {
    cancelAnimationFrame(frame);
    // After the frame's work, when React has committed what the last change started.
    frame = requestAnimationFrame(() => {
      if (isReady()) show();
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const unsubscribe = subscribe(check);
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    if (!typing()) show();
  }, limitMs);
  // Leaving the server's search box lets the swap that typing held back happen.
  server.addEventListener('focusout', () => (late ? setTimeout(() => !typing() && show()) : check()));
  function show() {
    if (!server.isConnected) return;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    observer.disconnect();
    unsubscribe();
    const focused = document.activeElement;
    const hadFocus = focused instanceof HTMLElement && server.contains(focused);
    server.remove();
    app.id = 'root';
    app.hidden = false;
    // A reader moving through the server's screen by keyboard keeps their place in the app's.
    if (hadFocus) counterpart(focused, server, app)?.focus({ preventScroll: true });
  }
  return app;
}

/**
 * The app's element standing for `el` of the server's screen: the same link (by address, the
 * same one of several) or the same named field; else the page's main, so focus is not dropped to
 * the start of the document.
 */
function counterpart(el: HTMLElement, server: HTMLElement, app: HTMLElement): HTMLElement | null {
  const same = (selector: string) => {
    const index = [...server.querySelectorAll(selector)].indexOf(el);
    const matches = [...app.querySelectorAll<HTMLElement>(selector)];
    return matches[Math.max(0, Math.min(index, matches.length - 1))] ?? null;
  };
  const href = el.getAttribute('href');
  const name = el.getAttribute('name');
  const found =
    (href !== null ? same(`a[href="${CSS.escape(href)}"]`) : null) ??
    (name !== null ? same(`[name="${CSS.escape(name)}"]`) : null);
  if (found) return found;
  const main = app.querySelector<HTMLElement>('main');
  if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}
