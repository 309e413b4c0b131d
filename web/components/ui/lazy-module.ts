import { useEffect, useState } from 'react';

/**
 * A module fetched the first time something needs it (a menu or dialog opened), then kept: the
 * pages' first load leaves out what nobody has opened yet.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const get = () => {
    pending ??= load().then((m) => {
      loaded = m;
      return m;
    });
    return pending;
  };
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
    return module ?? loaded;
  };
  return { get, use };
}
