import type { App } from 'antd';

/** antd's message, notification and modal APIs as <App> gives them (following the theme, locale and direction). */
type AntFeedback = ReturnType<typeof App.useApp>;

// The calls the app makes; each waits for antd's <App> if it is not mounted yet.
const methods = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading'],
  notification: ['open', 'success', 'error', 'info', 'warning'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
} as const;

/** The same calls as antd's, shown once its <App> is mounted: they return nothing. */
type Deferred<T, M extends PropertyKey> = {
  [K in M & keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : never;
};

export type Feedback = {
  [K in keyof typeof methods]: Deferred<AntFeedback[K], (typeof methods)[K][number]>;
};

let mounted: AntFeedback | undefined;
const waiting: Array<(api: AntFeedback) => void> = [];
let requested = false;
const requestListeners = new Set<() => void>();

/** FeedbackHost hands over antd's APIs once mounted; what was asked meanwhile is shown now, in order. */
export function setFeedback(api: AntFeedback): void {
  mounted = api;
  for (const show of waiting.splice(0)) show(api);
}

/**
 * Asks for antd's <App> (FeedbackHost, its own chunk: message, notification and modal with the dialog and
 * form code they bring weigh 31 kB on the wire). The first message asks for it; the application layout
 * asks at once, so that its first confirm opens without waiting; the login page shows no message unless
 * something fails, and does without.
 */
export function requestFeedback(): void {
  if (!requested) setRequested(true);
}

function setRequested(value: boolean): void {
  requested = value;
  for (const listener of requestListeners) listener();
}

/** For AppProviders, which loads and mounts FeedbackHost once it is asked for. */
export const feedbackRequest = {
  subscribe(listener: () => void): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  isRequested: () => requested,
  /** FeedbackHost could not be loaded (offline): the next message asks again, and shows those waiting. */
  failed: () => setRequested(false),
};

function later(show: (api: AntFeedback) => void): void {
  if (mounted) {
    show(mounted);
    return;
  }
  waiting.push(show);
  requestFeedback();
}

type Calls = Record<string, (...args: unknown[]) => unknown>;

function deferred<K extends keyof Feedback>(kind: K): Feedback[K] {
  return Object.fromEntries(
    methods[kind].map((method) => [
      method,
      (...args: unknown[]) => later((api) => (api[kind] as unknown as Calls)[method]?.(...args)),
    ]),
  ) as Feedback[K];
}

const api: Feedback = {
  message: deferred('message'),
  notification: deferred('notification'),
  modal: deferred('modal'),
};

/**
 * antd's message, notification and modal for the whole app, components and other code alike (the HTTP
 * client, confirmDelete): shown as soon as antd's <App> is mounted, before the first render too.
 */
export function feedback(): Feedback {
  return api;
}
