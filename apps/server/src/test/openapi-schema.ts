/**
 * The parts of the OpenAPI document (the descriptors' JSON schemas) that the tests driven by it read: the
 * fuzz test (`openapi-fuzz.test.ts`) and the tenant isolation by route (`tenant-isolation-by-route.test.ts`).
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};
export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  schema?: JsonSchema;
  required?: boolean;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** A schema's type, past `null` and through `anyOf`/`oneOf`. */
export function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const types = Array.isArray(schema.type) ? schema.type.filter((x) => x !== 'null') : [schema.type];
  if (types[0]) return types[0];
  const inner = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  return inner ? typeOf(inner) : undefined;
}

export function isUuidSchema(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'uuid') return true;
  return (schema.anyOf ?? schema.oneOf ?? []).some((s) => s.format === 'uuid');
}

/** How {@link sample} fills what a schema leaves open. */
export interface SampleValues {
  /** A uuid field's value, by the field's name. */
  idFor: (field: string) => string;
  text: string;
  email: string;
  date: string;
  dateTime: string;
  /** Arrays get one sampled item (else empty), and fields their schema's default. */
  full?: boolean;
}

/** A plausible value for a schema: one that passes validation (the base the tests change one thing of). */
export function sample(schema: JsonSchema | undefined, values: SampleValues, field = '', depth = 0): unknown {
  if (!schema || depth > 5) return null;
  if (schema.enum?.length) return schema.enum[0];
  if (values.full && schema.default !== undefined) return schema.default;
  if (isUuidSchema(schema)) return values.idFor(field);
  const inner = (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null');
  if (inner && !schema.type) return sample(inner, values, field, depth);
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'date') return values.date;
      if (schema.format === 'date-time') return values.dateTime;
      if (schema.format === 'email') return values.email;
      return values.text;
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return values.full && schema.items && depth < 3 ? [sample(schema.items, values, field, depth + 1)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v, values, k, depth + 1)]),
      );
    default:
      return null;
  }
}
