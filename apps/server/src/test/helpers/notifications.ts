import { notificationStream } from '@hr/contracts';
import { EventSource } from 'eventsource';

export interface ReceivedEvent {
  event: string;
  id: string;
  data: unknown;
}

/**
 * A test client of the notification stream over real HTTP, as the browser's: records every event and
 * lets a test wait for the next one matching a condition.
 */
export function openNotificationStream(baseUrl: string, token: string, language = 'en') {
  const received: ReceivedEvent[] = [];
  const waiters: Array<{ match: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }> = [];
  const source = new EventSource(`${baseUrl}${notificationStream.path}`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...init?.headers, authorization: `Bearer ${token}`, 'accept-language': language },
      }),
  });
  const record = (event: string) => (message: MessageEvent) => {
    const entry = { event, id: message.lastEventId, data: JSON.parse(message.data as string) };
    received.push(entry);
    for (const waiter of [...waiters])
      if (waiter.match(entry)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(entry);
      }
  };
  for (const event of ['notification', 'unseen-count', 'resync'])
    source.addEventListener(event, record(event) as never);

  return {
    received,
    source,
    /** The first event (already received or coming) that matches, or a rejection after `ms`. */
    next(match: (e: ReceivedEvent) => boolean, ms = 10_000): Promise<ReceivedEvent> {
      const seen = received.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event within ${ms} ms`)), ms);
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => source.close(),
  };
}
