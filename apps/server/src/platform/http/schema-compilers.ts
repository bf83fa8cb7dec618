import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * The route schemas' validators and serializers, with zod's ahead-of-time compiled fast path
 * (`z.compile`: a valid value takes generated code; an invalid one falls back to the ordinary parser, so
 * the errors are the same). Checking a list's answer of 20 users took 70-130 µs through the ordinary
 * parser's encode and takes about 5 µs compiled (docs/scaling.md, step 9).
 */

/** The kinds of schema that give the same output whichever way they are run (parse or encode). */
const sameBothWays = new Set([
  'any',
  'unknown',
  'string',
  'number',
  'bigint',
  'boolean',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'literal',
  'enum',
  'template_literal',
  'object',
  'array',
  'tuple',
  'union',
  'intersection',
  'record',
  'optional',
  'nullable',
  'nonoptional',
  'readonly',
  'lazy',
]);

interface Def {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: readonly $ZodType[];
  rest?: $ZodType | null;
  options?: readonly $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  innerType?: $ZodType;
  getter?: () => $ZodType;
}

/**
 * Whether parsing a value with the schema gives what encoding it gives: true when the schema holds no
 * transform, codec, pipe, default or catch anywhere (those run one way only), and no kind of schema not
 * known here. An answer's schema is encoded (`safeEncode`); one for which this holds can be parsed with
 * its compiled clone instead.
 */
export function parsesAsItEncodes(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!sameBothWays.has(def.type)) return false;
  const children: Array<$ZodType | null | undefined> = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    ...(def.items ?? []),
    def.rest,
    ...(def.options ?? []),
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    def.innerType,
    def.getter?.(),
  ];
  return children.every((child) => !child || parsesAsItEncodes(child, seen));
}

/** Input schemas (query, params, body) checked through their compiled clones. */
/** Whether a body schema is an object, perhaps optional, nullable or preprocessed. */
function expectsObject(schema: $ZodType, depth = 0): boolean {
  const def = schema._zod.def as { type: string; innerType?: $ZodType; in?: $ZodType; out?: $ZodType };
  if (def.type === 'object') return true;
  if (depth > 4) return false;
  const inner = def.type === 'pipe' ? [def.in, def.out] : [def.innerType];
  return inner.some((s) => s !== undefined && expectsObject(s, depth + 1));
}

/**
 * A route's schema is compiled when the route is first called, not when the server starts: compiling
 * every route's schemas took about a second of each start's CPU (issue 45 item 3); one route's take
 * milliseconds, once per process.
 */
function onFirstCall<F extends (data: never) => unknown>(make: () => F): F {
  let made: F | undefined;
  return ((data: never) => {
    made ??= make();
    return made(data);
  }) as F;
}

export const compiledValidator: FastifySchemaCompiler<$ZodType> = (route) =>
  onFirstCall(() => {
    const validate = validatorCompiler({ ...route, schema: z.compile(route.schema) });
    if (route.httpPart !== 'body' || !expectsObject(route.schema)) return validate;
    // No body (or JSON null) where an object is expected is an empty object: a body of optional fields
    // passes, and the required ones are each named, instead of one "expected object" naming no field.
    return (data: unknown) => validate(data ?? {});
  });

/**
 * Answers checked (unknown fields left out) through the compiled clone of their schema, then written as
 * JSON; a schema that runs differently when encoded keeps the provider's encode.
 */
export const compiledSerializer: FastifySerializerCompiler<$ZodType | { properties: $ZodType }> = (route) => {
  const { schema: maybe, method, url } = route;
  const schema =
    maybe instanceof $ZodType ? maybe : maybe.properties instanceof $ZodType ? maybe.properties : undefined;
  return onFirstCall(() => {
    if (!schema || !parsesAsItEncodes(schema)) return serializerCompiler(route);
    const fast = z.compile(schema);
    return (data: unknown) => {
      const result = z.safeParse(fast, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
  });
};
