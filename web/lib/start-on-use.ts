import { ownedByReact } from './react-internals';

/**
 * When the app starts, and what happens to a tap that arrives before it has.
 *
 * Every page arrives rendered by the Worker (`data-ssr` on #root) and the app hydrates it. A
 * guest's page (`data-start="idle"`) is whole without the app: its links open the next page from
 * the server and its search form is answered there, so nothing hurries the app's start: it starts
 * once the page has loaded and the browser has nothing else to do (a second at most after that,
 * and only while the page is shown), or at the reader's first use if that comes first (moving the
 * pointer, a touch, a scroll, a key or a move of focus). Started while idle, the app is ready
 * before most first taps, which it then answers at once, instead of starting on that tap. Every
 * other page (a member's, or one the Worker could not render) starts once the HTML's first frame
 * has been painted (decision 034).
 *
 * A click on one of the page's controls (Like, Filters, Share, a tab) before the app is there (from
 * the first paint: web/public/boot.js holds it until this script runs) is held and replayed once
 * the app has attached to the page, so it does what was meant, once. Links are left alone (the
 * server renders the page they open) unless the reader has typed something on this page, and so
 * are the submit buttons of forms with their own address (a search: the server answers it with
 * what was typed). What a reader typed or chose in a field meanwhile (text, a box, a choice, a file) is
 * handed to the app as they left it, and a form sent with Enter is sent once the app has it, so
 * nothing is lost. A field changed without a pointer or a key (autofill, voice control, a
 * switch device setting a choice) starts the app too.
 */
export const FIRST_USE = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
  'input',
  'change',
] as const;

/** How long after the page has loaded a guest's app waits at most for the browser to be idle. */
export const IDLE_WITHIN_MS = 1000;

/** The event web/app.tsx sends once the app has hydrated the page. */
export const STARTED = 'lifelist:started';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];

/** What a held click may land on (a link is followed by the browser itself); boot.js holds the same. */
export const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], summary';

/**
 * What the page's first script (web/public/boot.js) held before this one ran: taps on controls
 * as the page arrived, and the fields typed into.
 */
export type EarlyUse = { take(): { taps: HTMLElement[]; fields: Field[] } };

export function startOnUse(root: HTMLElement | null, start: () => Promise<void> | void, win: Window = window) {
  const held: HTMLElement[] = [];
  // Each field's value as the reader left it, noted as they type: hydration may reset a field to
  // the server's value before the app has heard of the reader's.
  const typed = new Map<Field, { value: string; checked: boolean }>();
  // What this script does itself as it hands things over is not the reader's, and is not held.
  let replaying = false;
  const replay = (run: () => void) => {
    replaying = true;
    try {
      run();
    } finally {
      replaying = false;
    }
  };
  const hold = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (replaying || !target?.closest) return;
    // A link goes to the server's next page, unless the reader has typed something here: then the
    // app decides (it asks before unsaved changes are left).
    const link = target.closest<HTMLElement>('a[href]');
    const control = link ? (typed.size ? link : null) : target.closest<HTMLElement>(CONTROLS);
    if (!control || !root?.contains(control) || sentToServer(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A second tap while the app starts would do the same thing twice.
    if (!held.includes(control)) held.push(control);
  };
  // Enter in a text box (a conversation's "Enter sends") before hydration: kept for the app, not
  // written into the box as a new line.
  const keys: HTMLTextAreaElement[] = [];
  const holdEnter = (event: KeyboardEvent) => {
    const box = event.target as HTMLElement | null;
    if (replaying) return;
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing || box?.tagName !== 'TEXTAREA') return;
    if (!root?.contains(box)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keys.push(box as HTMLTextAreaElement);
  };
  // A form sent with Enter before hydration: sent again once the app has it (a form with its own
  // `action` is the server's to answer, and goes).
  let submitted: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (replaying) return;
    if (form.hasAttribute('action') || !root?.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    submitted = { form, submitter: event.submitter };
  };
  const note = (event: Event) => {
    const field = event.target as Field | null;
    if (!replaying && field && FIELDS.includes(field.tagName) && root?.contains(field))
      typed.set(field, { value: field.value, checked: 'checked' in field && field.checked });
  };
  const serverRendered = Boolean(root && 'ssr' in root.dataset);
  let usedEarly = false;
  if (serverRendered) {
    win.document.addEventListener('click', hold, true);
    win.document.addEventListener('submit', holdSubmit, true);
    win.document.addEventListener('keydown', holdEnter, true);
    win.document.addEventListener('input', note, true);
    win.document.addEventListener('change', note, true);
    // From here on this script holds; what the first one held before it ran is added.
    const early = (win as Window & { lifelistEarlyUse?: EarlyUse }).lifelistEarlyUse?.take();
    for (const tap of early?.taps ?? []) if (!held.includes(tap)) held.push(tap);
    for (const field of early?.fields ?? [])
      typed.set(field, { value: field.value, checked: 'checked' in field && field.checked });
    usedEarly = Boolean(early && (early.taps.length || early.fields.length));
  }
  // Once React has hydrated the page (web/app.tsx marks #root `data-started`), what was held goes
  // to it. Each part of the page hydrates on its own (a route's Suspense boundary may still be
  // waiting when the root has committed), so each field and control is handed over once React owns
  // it, and until all of them are, what the reader does meanwhile is held too: a link tapped while
  // a typed field still waits would otherwise leave without asking about it.
  const handOver = async () => {
    while (typed.size || held.length || submitted || keys.length) {
      // A field stays noted (so links are still held) until it is handed over, with what the
      // reader left in it by then.
      for (const field of [...typed.keys()]) {
        const now = await hydrated(field as HTMLElement, win);
        const left = typed.get(field);
        typed.delete(field);
        if (now && left) replay(() => retype(now as Field, left.value, left.checked));
      }
      const controls = held.splice(0);
      const sent = submitted;
      submitted = null;
      const enters = keys.splice(0);
      for (const box of enters) {
        const now = await hydrated(box, win);
        replay(() =>
          now?.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
          ),
        );
      }
      for (const control of controls) {
        const now = await hydrated(control, win);
        if (now) replay(() => press(now));
      }
      const form = sent && ((await hydrated(sent.form, win)) as HTMLFormElement | null);
      if (form && sent) replay(() => form.requestSubmit(sent.submitter?.isConnected ? sent.submitter : null));
    }
    win.document.removeEventListener('click', hold, true);
    win.document.removeEventListener('submit', holdSubmit, true);
    win.document.removeEventListener('keydown', holdEnter, true);
    win.document.removeEventListener('input', note, true);
    win.document.removeEventListener('change', note, true);
  };

  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) win.removeEventListener(type, go, true);
    win.document.removeEventListener('visibilitychange', ifHidden);
    win.document.removeEventListener('visibilitychange', whenIdle);
    win.removeEventListener('load', whenIdle);
    void Promise.resolve(start()).then(() => {
      if (!serverRendered) return;
      if (root && 'started' in root.dataset) void handOver();
      else win.document.addEventListener(STARTED, () => void handOver(), { once: true });
    });
  };
  // A tab opened in the background (or put there before its first frame) paints nothing until it
  // is shown, so the frame callbacks below wait; there the app starts at once.
  const ifHidden = () => {
    if (win.document.visibilityState === 'hidden') go();
  };
  // Once the page has loaded, the next time the browser is idle (within a second), while shown: a
  // page opened in a background tab waits until it is looked at.
  const whenIdle = () => {
    if (started || win.document.readyState !== 'complete' || win.document.visibilityState === 'hidden') return;
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(go, { timeout: IDLE_WITHIN_MS });
    else win.setTimeout(go, 1);
  };
  if (root?.dataset.start === 'idle') {
    // A reader who has already used the page (a tap or typing as it arrived) starts the app now.
    if (usedEarly) {
      go();
      return;
    }
    for (const type of FIRST_USE) win.addEventListener(type, go, { capture: true, passive: true });
    win.addEventListener('load', whenIdle);
    win.document.addEventListener('visibilitychange', whenIdle);
    whenIdle();
    return;
  }
  // A callback of the frame after the next one runs once the first frame has been painted, however
  // long the browser takes to produce it: starting before it would hold the HTML's screen back.
  win.document.addEventListener('visibilitychange', ifHidden);
  ifHidden();
  win.requestAnimationFrame(() => win.requestAnimationFrame(go));
}

/** A form's submit button, where the form has its own address: the server answers it, app or not. */
const sentToServer = (control: HTMLElement) =>
  control instanceof HTMLButtonElement && control.type === 'submit' && Boolean(control.form?.hasAttribute('action'));

/**
 * A whole press on a control, as a pointer makes it: menus open on the pointer going down, tabs on
 * the mouse going down, buttons on the click.
 */
function press(control: HTMLElement) {
  const init = { bubbles: true, cancelable: true, button: 0 };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  control.dispatchEvent(new Pointer('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }));
  control.dispatchEvent(new MouseEvent('mousedown', init));
  control.dispatchEvent(new Pointer('pointerup', { ...init, pointerType: 'mouse', isPrimary: true }));
  control.dispatchEvent(new MouseEvent('mouseup', init));
  control.click();
}

/**
 * Hands a field's value, as the reader left it before hydration, to the app: React only hears of a
 * change when the value differs from the one it last saw, which at hydration was already this one.
 */
function retype(field: Field, value: string, checked: boolean) {
  if (field instanceof HTMLInputElement && field.type === 'file') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // React hears of a box through its click: back through React's setter, then the reader's click.
    field.checked = !checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  // Through React's own setter first (it notes ''), then the element's (it does not).
  field.value = '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The element, or the one React drew in its place if it drew that part of the page again rather
 * than hydrating it (found by id, by name, or by its tag, label and text when only one matches).
 */
function counterpart(el: HTMLElement): HTMLElement | null {
  if (el.isConnected) return el;
  const doc = el.ownerDocument;
  if (el.id) return doc.getElementById(el.id);
  const name = el.getAttribute('name');
  if (name) return doc.querySelector<HTMLElement>(`${el.tagName}[name="${CSS.escape(name)}"]`);
  const label = el.getAttribute('aria-label');
  // Only an unambiguous match: a tap is never replayed on another post's button.
  const same = [...doc.querySelectorAll<HTMLElement>(el.tagName)].filter(
    (other) => other.textContent === el.textContent && other.getAttribute('aria-label') === label,
  );
  return same.length === 1 ? (same[0] ?? null) : null;
}

/**
 * The element once React has hydrated it (React keeps its props on the node then), or its
 * counterpart; null if neither is owned by React within ten seconds.
 */
function hydrated(el: HTMLElement, win: Window) {
  return new Promise<HTMLElement | null>((resolve) => {
    const started = Date.now();
    const check = () => {
      const now = counterpart(el);
      if (now && ownedByReact(now)) resolve(now);
      else if (Date.now() - started > 10_000) resolve(null);
      else win.requestAnimationFrame(check);
    };
    check();
  });
}
