import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The browser-security headers of every response: helmet's defaults with the web app's content policy. */
const helmetOptions: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // antd writes its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
    },
  },
};

/**
 * The headers helmet writes, worked out once: with no nonces and no per-request directives they are the
 * same for every response. (@fastify/helmet built helmet's middleware again on every request, parsing
 * the content policy each time: 2.4% of a list request's CPU.)
 */
export function securityHeaders(options = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** The answers of the API and of the OpenID provider: people's data, which no browser or proxy may keep. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/connect/');

/**
 * Sets the security headers first thing on every request, so refusals and errors carry them too; and the
 * request's id (`x-request-id`): the one the audit log records its changes under (its *Request id*
 * filter), and the server's log its lines, so that a caller can name the request they made. The API's
 * answers are also `Cache-Control: no-store` (OWASP ASVS 8.2.1: no sensitive data in a browser's cache),
 * unless a route says otherwise (a file download: `private, no-store`; the notifications' stream).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? apiHeaders : headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
