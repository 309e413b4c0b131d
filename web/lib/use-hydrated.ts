import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates the server's markup, true afterwards: what
 * only the browser knows (this tab's unsaved copy, a one-time notice) shows from then on, so the
 * markup hydrated is the server's own.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
