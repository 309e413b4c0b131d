import { useEffect, useState } from 'react';

/** Modules the Worker draws into its pages, by name (see `lazyModule`'s `drawnByServer`). */
const drawnByServer = new Map<string, () => Promise<unknown>>();
/** On the server: notes that the page being rendered drew a module (web/server.tsx). */
let noteDrawn: (name: string) => void = () => undefined;
export const setDrawnModuleRecorder = (record: (name: string) => void) => {
  noteDrawn = record;
};

/**
 * A module fetched the first time something needs it (a menu or dialog opened), then kept: the
 * pages' first load leaves out what nobody has opened yet.
 *
 * With `drawnByServer`, what the module draws is part of the page the Worker renders whenever it
 * is wanted (a member's controls, say): the Worker has it at hand, notes the page used it, and the
 * browser fetches it before hydrating that page (`loadDrawnModules`), so the markup matches and
 * nothing appears late. Pages that do not want it never fetch it.
 */
export function lazyModule<T>(load: () => Promise<T>, options?: { drawnByServer: string }) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const get = () => {
    pending ??= load().then((m) => {
      loaded = m;
      return m;
    });
    return pending;
  };
  const name = options?.drawnByServer;
  if (name) drawnByServer.set(name, get);
  /** The module once `wanted` has been true (loading it then), `undefined` until it arrives. */
  const use = (wanted: boolean): T | undefined => {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (!wanted || module) return;
      let live = true;
      void get().then((m) => live && setModule(() => m));
      return () => {
        live = false;
      };
    }, [wanted, module]);
    if (typeof window === 'undefined') {
      // The server draws only what is wanted, and only modules it draws into pages.
      if (!name || !wanted || !loaded) return undefined;
      noteDrawn(name);
      return loaded;
    }
    return module ?? loaded;
  };
  return { get, use };
}

/** On the server, before a page is rendered: every module pages draw, at hand. */
export const loadServerDrawnModules = () => Promise.all([...drawnByServer.values()].map((get) => get()));

/** In the browser, before hydrating: the modules the server drew into this page. */
export const loadDrawnModules = (names: string[]) =>
  Promise.all(names.flatMap((name) => drawnByServer.get(name)?.() ?? []));
