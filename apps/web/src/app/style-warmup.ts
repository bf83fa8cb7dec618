/**
 * antd writes a component's styles into the page the first time that component is drawn (its CSS-in-JS):
 * a `<style>` parsed, then every element's style worked out again. A move into a page with a component not
 * seen yet (a date picker, a statistic, descriptions) paid 5-30 ms a component for it, and the style pass after
 * it (measured in Chromium's trace: 30-170 ms of style parsing in one move). Once the first page is drawn and
 * the browser idle, `StyleWarmup` draws one hidden instance of each component the app uses, so their styles are
 * in the page before a move needs them. This store says when it is asked for and when it is done; AppProviders
 * mounts it inside the theme's ConfigProvider (the same theme, direction and hash as the pages) and keeps it: antd
 * removes a component's token variables when its last instance unmounts, and a move wrote them again.
 */
let requested = false;
let finish: () => void = () => undefined;
const finished = new Promise<void>((resolve) => {
  finish = resolve;
});
const listeners = new Set<() => void>();

export const styleWarmup = {
  /** Asks for the warm-up; answers once its styles are written (or it could not load). */
  request(): Promise<void> {
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
    return finished;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => requested,
  /** The warm-up was drawn (its styles written), or its chunk failed to load: nothing waits any longer. */
  done: () => finish(),
};
