import type { App } from 'antd';

/**
 * antd's message, notification and modal APIs taken from <App> (so they follow the theme, locale and
 * direction), for code that runs outside components: the HTTP client and confirmDelete.
 */
export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | undefined;

export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

/** The feedback APIs, or undefined before the providers mounted (then errors are only thrown). */
export function feedback(): Feedback | undefined {
  return current;
}
