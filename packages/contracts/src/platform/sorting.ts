import { z } from 'zod';
import { pagedRequest } from './paging.contract.ts';
import { trimmedText } from './text.ts';

/** The sort fields a list's `sorting` schema admits, found again by `sortFieldsOf` (the web's columns). */
const sortFieldsBySchema = new WeakMap<z.ZodType, readonly string[]>();

/**
 * A list's `sorting`: `field` or `field asc|desc`, the field one of `fields` (any case). Anything else is
 * a 400 naming the fields (`Platform:UnknownSorting`): a client that asked for an order it does not get
 * would show a list in an order it did not ask for.
 */
export function sortingOf<const F extends readonly [string, ...string[]]>(fields: F) {
  const known = new Set(fields.map((f) => f.toLowerCase()));
  const schema = trimmedText()
    .max(200)
    .optional()
    .superRefine((value, ctx) => {
      if (!value) return;
      const [field = '', direction, ...rest] = value.split(/\s+/);
      if (known.has(field.toLowerCase()) && !rest.length && (!direction || /^(asc|desc)$/i.test(direction)))
        return;
      ctx.addIssue({
        code: 'custom',
        message: 'Platform:UnknownSorting',
        params: { fields: fields.join(', ') },
      });
    })
    .describe(`${fields.join(' | ')}, then optionally asc or desc: "${fields[0]} desc"`);
  sortFieldsBySchema.set(schema, fields);
  return schema;
}

/** The query of a list: paging, and sorting by one of `sort` (`pagedRequest.extend` adds the filters). */
export function listQuery<const F extends readonly [string, ...string[]]>(sort: F) {
  return pagedRequest.extend({ sorting: sortingOf(sort) });
}

/**
 * The query of a list with a text `filter` (up to 128 characters once trimmed): paging, sorting by one of
 * `sort`, and the filter (part of a name, a code: each list says what it matches).
 */
export function filteredListQuery<const F extends readonly [string, ...string[]]>(sort: F) {
  return listQuery(sort).extend({ filter: trimmedText().max(128).optional() });
}

/** The sort fields of a list query made with `listQuery` or `sortingOf` (none for another schema). */
export function sortFieldsOf(query: z.ZodType | undefined): readonly string[] | undefined {
  if (!(query instanceof z.ZodObject)) return undefined;
  const sorting = (query.shape as Record<string, z.ZodType>).sorting;
  return sorting ? sortFieldsBySchema.get(sorting) : undefined;
}
