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

/**
 * The path of the first string (or key) in a parsed value that cannot be stored, if any. The path is
 * built only for a string found: every request's params, query and body pass here.
 */
export function firstBadString(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  const inner = badStringPath(value, depth);
  return inner && [...path, ...inner.reverse()];
}

/** The path to the first bad string, innermost first (reversed by `firstBadString`). */
function badStringPath(value: unknown, depth: number): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [];
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = badStringPath(value[i], depth + 1);
      if (bad) {
        bad.push(i);
        return bad;
      }
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorableText(key)) return [key];
    const bad = badStringPath((value as Record<string, unknown>)[key], depth + 1);
    if (bad) {
      bad.push(key);
      return bad;
    }
  }
  return undefined;
}

/** Throws the usual 400 (validation failed, naming the field) when a part of the request holds such text. */
export function assertStorableStrings(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  assertPart('params', request.params);
  assertPart('query', request.query);
  assertPart('body', request.body);
}

function assertPart(part: 'params' | 'query' | 'body', value: unknown): void {
  const bad = firstBadString(value);
  if (bad) throw invalidField(bad.length ? bad : [part], 'Platform:InvalidCharacters');
}

/**
 * One rule for every string of every route, before validation: params, query string and body. The OIDC
 * endpoints, whose bodies the provider reads itself, are checked by their own scope (oidc.routes.ts).
 */
export function guardStrings(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertStorableStrings(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
