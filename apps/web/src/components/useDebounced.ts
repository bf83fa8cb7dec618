import { useEffect, useState } from 'react';

/** The spec's delay of search boxes that ask the server. */
export const searchDebounceMs = 300;

/** The value once it has stopped changing for `delay` ms (the first value at once). */
export function useDebounced<T>(value: T, delay = searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
