import { type Endpoint, type EndpointInput, type EndpointOutput, pathOf } from '@hr/contracts';
import { type HttpOptions, request } from './http.ts';

/**
 * Calls an endpoint of the contracts: its method and path, the parameters in the path, the query and the
 * body, all typed from the descriptor. No path is written anywhere else in the web app.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<HttpOptions, 'query' | 'body'> = {},
): Promise<EndpointOutput<E>> {
  const parts = input as { params?: Record<string, unknown>; query?: HttpOptions['query']; body?: unknown };
  return request<EndpointOutput<E>>(endpoint.method, pathOf(endpoint, parts.params), {
    ...options,
    ...(parts.query ? { query: parts.query } : {}),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
  });
}

/** Downloads the file an endpoint answers (an Excel export) with the session's headers. */
export function download<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  const parts = input as { params?: Record<string, unknown>; query?: HttpOptions['query'] };
  return request<import('./http.ts').DownloadedFile>('GET', pathOf(endpoint, parts.params), {
    ...(parts.query ? { query: parts.query } : {}),
    responseType: 'file',
  });
}
