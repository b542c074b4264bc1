import { useEffect } from 'react';

/** Scrolls the window to the top whenever `key` (the current path) changes. */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
}
