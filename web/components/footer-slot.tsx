import { useIsFetching } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { lazyModule } from './ui/lazy-module';

const footer = lazyModule(() => import('./footer'));

/**
 * The site footer (links, newsletter form, contact), loaded as it comes near the screen: on most
 * pages it is far below the first screen, so its code stays out of the first load. Until then the
 * space is held in the footer's colours, so reaching the bottom shows no gap.
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
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, settled]);
  if (loaded) return <loaded.Footer />;
  return <div ref={placeholder} className="mt-16 min-h-96 border-t bg-muted/40" aria-hidden />;
}
