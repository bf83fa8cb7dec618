import { useSyncExternalStore } from 'react';

/** Breakpoints of the shell (document 1 §9): the menu toggle at 700 px, the top bar's labels at 992 px. */
export const smallScreenQuery = '(max-width: 700px)';
export const narrowScreenQuery = '(max-width: 991.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
