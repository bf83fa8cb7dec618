import { useEffect, useState } from 'react';

const minute = 60_000;

/**
 * The time the ages are counted to, moving on by itself: every minute, or every second while one of the
 * shown times is less than a minute old (its age still counts in seconds).
 */
export function useAgeClock(times: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const youngest = Math.max(...times.map((time) => Date.parse(time)).filter(Number.isFinite), 0);
  const interval = now - youngest < minute ? 1_000 : minute;
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
