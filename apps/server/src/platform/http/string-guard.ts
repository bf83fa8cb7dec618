import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidField } from '../errors.ts';

/**
 * Whether a text can be stored: PostgreSQL refuses the NUL character in text, and a lone UTF-16
 * surrogate cannot be encoded as UTF-8. Either would otherwise reach the database and fail there (500).
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (or key) in a parsed value that cannot be stored, if any. */
export function firstBadString(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = firstBadString(item, [...path, i], depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key];
    const bad = firstBadString(item, [...path, key], depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

/** Throws the usual 400 (validation failed, naming the field) when a part of the request holds such text. */
export function assertStorableStrings(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const bad = firstBadString(value);
    if (bad) throw invalidField(bad.length ? bad : [part], 'Platform:InvalidCharacters');
  }
}

/**
 * One rule for every string of every route, before validation: params, query string and body. The OIDC
 * endpoints, whose bodies the provider reads itself, are checked by their own scope (oidc.routes.ts).
 */
export function guardStrings(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => assertStorableStrings(request));
}
