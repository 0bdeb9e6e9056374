import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled at least `threshold` pixels down; false during SSR.
 *
 * Once past, it stays past until the page is scrolled back above `releaseBelow`. Collapsing
 * something above the content shortens the page, and the browser's scroll anchoring then moves
 * the scroll position up by the collapsed height; without this gap the state would flip back and
 * forth on every frame.
 */
export function useScrolledPast(threshold: number, releaseBelow = threshold): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast((wasPast) => (wasPast ? window.scrollY >= releaseBelow : window.scrollY >= threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, releaseBelow]);
  return past;
}
