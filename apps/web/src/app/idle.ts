import { loadingTracker } from './loading.ts';

/**
 * Runs `run` at the browser's next idle moment (a timer where requestIdleCallback is missing: Safari); answers
 * a function that cancels it.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run());
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 50);
  return () => clearTimeout(id);
}

/**
 * Runs `run` at an idle moment with no API call in flight: what the page asked for (its calls, and drawing
 * their answers) goes first. After `atMostMs` it runs at the next idle moment all the same (a page whose calls
 * never pause). Answers a function that cancels it.
 */
export function whenSettled(run: () => void, atMostMs = Number.POSITIVE_INFINITY): () => void {
  const deadline = performance.now() + atMostMs;
  let cancel: () => void = () => undefined;
  const check = () => {
    if (loadingTracker.count() === 0 || performance.now() >= deadline) run();
    else cancel = whenIdle(check);
  };
  cancel = whenIdle(check);
  return () => cancel();
}

/** `whenSettled` as a promise. */
export const settled = (): Promise<void> => new Promise((resolve) => whenSettled(resolve));
