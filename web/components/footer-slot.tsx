import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { lazyModule } from './ui/lazy-module';

const footer = lazyModule(() => import('./footer'));

/**
 * The site footer (links, newsletter form, contact), loaded as it comes into view: it always starts
 * below the first screen (the page's main part is at least a screen tall), so its code stays out of
 * the first load. Until it has loaded the space is held in the footer's colours, so reaching the
 * bottom shows no gap.
 */
export function FooterSlot() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // While the page's data is on its way the page is short and the footer's place is on screen:
  // it is watched once the page has its content (nothing loading, and the browser idle after
  // drawing it).
  const [settled, setSettled] = useState(false);
  const fetching = useIsFetching() > 0;
  const routing = useRouterState({ select: (s) => s.status === 'pending' });
  useEffect(() => {
    if (settled || fetching || routing) return;
    const done = () => setSettled(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(done, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, [settled, fetching, routing]);
  const loaded = footer.use(near);
  useEffect(() => {
    const el = placeholder.current;
    if (!el || near || !settled) return;
    if (typeof IntersectionObserver !== 'function') return setNear(true);
    // Some of it on screen: a footer that starts exactly at the bottom edge is not yet in view.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.intersectionRatio > 0) && setNear(true),
      {
        threshold: 0.01,
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, settled]);
  if (loaded) return <loaded.Footer />;
  return <div ref={placeholder} className="mt-16 min-h-96 border-t bg-muted/40" aria-hidden />;
}
