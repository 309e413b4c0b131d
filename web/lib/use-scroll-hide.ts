import { useEffect, useState } from 'react';

/** True while the page is scrolled down past `threshold` and moving down; scrolling up shows again. */
export function useScrollHide(threshold = 150) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Read on the first scroll, not here: reading the position at mount forces the whole page's
    // layout in the middle of the first render's task.
    let last: number | null = null;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > threshold && last !== null && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
