import { lazy, memo, Suspense } from 'react';

/** What marks the footer's place: the footer itself, or the space held for it. */
const PLACE = '[data-footer]';

/**
 * Resolves once the footer's place is in view (some of it on screen: a footer that starts exactly
 * at the bottom edge is not), looked for once the page has been drawn and the browser is idle.
 */
function footerInView() {
  return new Promise<void>((resolve) => {
    const watch = () => {
      const place = document.querySelector(PLACE);
      if (!place || typeof IntersectionObserver !== 'function') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.intersectionRatio > 0)) return;
          observer.disconnect();
          resolve();
        },
        { threshold: 0.01 },
      );
      observer.observe(place);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(watch, { timeout: 3000 });
    else setTimeout(watch, 200);
  });
}

/**
 * The site footer (links, newsletter form, contact). The Worker draws it into every page, so it is
 * there as the page arrives; in the browser its code loads as it comes into view, and until then
 * React leaves the server's footer as it is (its links work as plain links), then hydrates it. The
 * footer always starts below the first screen (the page's main part is at least a screen tall), so
 * its code stays out of the first load. A page the browser draws itself holds the footer's space in
 * its colours until it arrives.
 */
const Footer = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : footerInView())
    .then(() => import('./footer'))
    .then((m) => ({ default: m.Footer })),
);

/**
 * Memoised: an update reaching the footer's boundary before it has hydrated (the page's layout
 * drawing again as the app starts) would make React give up the server's footer for the held space.
 */
export const FooterSlot = memo(function FooterSlot() {
  return (
    <Suspense fallback={<div data-footer className="mt-16 min-h-96 border-t bg-muted/40" aria-hidden />}>
      <Footer />
    </Suspense>
  );
});
