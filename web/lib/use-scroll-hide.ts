import { useEffect, useState } from 'react';

/** True while the page is scrolled down past `threshold` and moving down; scrolling up shows again. */
export function useScrollHide(threshold = 150) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > threshold && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
