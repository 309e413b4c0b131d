/**
 * When the app starts. A guest's page that arrives with its first screen from the Worker
 * (`data-start="on-use"` on #root) is whole without the app: its links open the next page from the
 * server and its search form is answered there. The app starts there when the reader first uses
 * the page (moves the pointer, touches, scrolls, presses a key or moves focus), so a page that is
 * only read costs the phone no script work, and loading stays free of the app's long tasks. Every
 * other page (the loading line, or a member's, whose header and page are their own) starts the app
 * once the HTML's first frame has been painted.
 */
export const FIRST_USE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

export function startOnUse(root: HTMLElement | null, start: () => void, win: Window = window) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE) win.removeEventListener(type, go, true);
    win.document.removeEventListener('visibilitychange', ifHidden);
    start();
  };
  // A tab opened in the background (or put there before its first frame) paints nothing until it
  // is shown, so the frame callbacks below wait; there the app starts at once.
  const ifHidden = () => {
    if (win.document.visibilityState === 'hidden') go();
  };
  if (root?.dataset.start === 'on-use') {
    for (const type of FIRST_USE) win.addEventListener(type, go, { capture: true, passive: true });
    return;
  }
  // A callback of the frame after the next one runs once the first frame has been painted, however
  // long the browser takes to produce it: starting before it would hold the HTML's screen back.
  win.document.addEventListener('visibilitychange', ifHidden);
  ifHidden();
  win.requestAnimationFrame(() => win.requestAnimationFrame(go));
}
