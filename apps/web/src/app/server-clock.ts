import type { Query, QueryClient } from '@tanstack/react-query';

/** The latest server time an API answer gave (its Date header: the second it answered, rounded down). */
let latest: number | undefined;

/** Notes the server's clock from an answer (http.ts, every call). */
export function noteServerTime(response: Response): void {
  const at = Date.parse(response.headers.get('date') ?? '');
  if (!Number.isNaN(at) && (latest === undefined || at > latest)) latest = at;
}

const readFrom = new WeakMap<Query, number | undefined>();

/**
 * Stamps each read of a query with the server time known when it started (an earlier answer's): the server
 * read that query's data at that time or later. Undefined when no answer had come yet (then nothing is
 * known of when it was read).
 */
export function stampQueryReads(client: QueryClient): void {
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') readFrom.set(event.query, latest);
  });
}

/** The server time (ms) at or after which the query's last read was made, if known. */
export function readNotBefore(query: Query): number | undefined {
  return readFrom.get(query);
}
