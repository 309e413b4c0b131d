import { useEffect, useRef } from 'react';

/**
 * What a guest tapped before being asked to sign in (Follow, Like, Save, Add to My List), finished
 * once they are back on the same page signed in: the tap is not lost to the sign-in. Kept in this
 * tab's session storage for half an hour, and used once.
 */
export type Intent = { action: 'follow' | 'like' | 'save' | 'blog-like' | 'blog-save' | 'add-to-list'; target: string };

const KEY = 'lifelist-after-sign-in';
const KEPT_MS = 30 * 60 * 1000;

/** The address to come back to, and the action to finish there. */
export function rememberIntent(intent: Intent) {
  const back = `${window.location.pathname}${window.location.search}`;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...intent, path: window.location.pathname, at: Date.now() }));
  } catch {
    // Storage refused (private browsing): the guest still comes back to the page.
  }
  return back;
}

/** Takes the stored intent when it is this one, on this page, and recent; it is then gone. */
export function takeIntent(intent: Intent): boolean {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return false;
    const kept = JSON.parse(raw) as Intent & { path: string; at: number };
    const fresh = Date.now() - kept.at < KEPT_MS;
    const same =
      kept.action === intent.action && kept.target === intent.target && kept.path === window.location.pathname;
    if (!fresh || same) sessionStorage.removeItem(KEY);
    return fresh && same;
  } catch {
    return false;
  }
}

/**
 * Finishes `intent` once the member is signed in and the control knows its state (`ready`: e.g.
 * whether they already follow), if they tapped it as a guest. `run` is called at most once.
 */
export function useAfterSignIn(intent: Intent, ready: boolean, run: () => void) {
  const done = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    if (takeIntent(intent)) latest.current();
  }, [ready, intent.action, intent.target, intent]);
}
