import type * as React from 'react';
import { useCallback, useEffect, useState } from 'react';

/** Whether the visitor asked for less motion; carousels then never advance on their own. */
export function usePrefersReducedMotion() {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const mql = matchMedia(query);
    const onChange = () => setReduced(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** How many slides fit: the first breakpoint (min-width, px) the window reaches, else the fallback. */
export function usePerView(breakpoints: readonly (readonly [number, number])[], fallback: number) {
  const pick = useCallback(() => {
    if (typeof window === 'undefined') return fallback;
    return breakpoints.find(([min]) => window.innerWidth >= min)?.[1] ?? fallback;
  }, [breakpoints, fallback]);
  const [perView, setPerView] = useState(pick);
  useEffect(() => {
    const onResize = () => setPerView(pick());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [pick]);
  return perView;
}

type Options = {
  /** Number of positions (slides, or pages for paged carousels). */
  count: number;
  intervalMs: number;
  /** Wrap from the last position to the first (and back); otherwise the ends are disabled. */
  wrap: boolean;
};

/**
 * A carousel's position with auto-advance. It pauses while hovered or focused, when the visitor
 * pauses it, and never moves by itself under prefers-reduced-motion. The index is clamped when
 * the number of positions shrinks (a window resize showing more per view).
 */
export function useCarousel({ count, intervalMs, wrap }: Options) {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const last = Math.max(0, count - 1);
  const index = Math.min(Math.max(rawIndex, 0), last);

  const goTo = useCallback(
    (i: number) => setIndex(wrap ? ((i % count) + count) % count : Math.min(Math.max(i, 0), last)),
    [wrap, count, last],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const prev = useCallback(() => goTo(index - 1), [goTo, index]);

  const paused = hovered || focused || stopped || reducedMotion;
  useEffect(() => {
    if (paused || count <= 1) return;
    const timer = setInterval(() => {
      setIndex((i) => {
        const current = Math.min(i, last);
        if (current < last) return current + 1;
        // Both kinds start over after the last position; only manual moves stop at the ends.
        return 0;
      });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, last, intervalMs]);

  return {
    index,
    count,
    goTo,
    next,
    prev,
    canPrev: wrap || index > 0,
    canNext: wrap || index < last,
    paused,
    stopped,
    reducedMotion,
    toggleStopped: () => setStopped((s) => !s),
    /** Spread on the carousel's region: hover and keyboard focus pause it; arrow keys move it. */
    regionProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: React.FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
      onKeyDown: (e: React.KeyboardEvent) => {
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          next();
        } else if (e.key === 'ArrowLeft') {
          e.preventDefault();
          prev();
        }
      },
    },
  };
}
