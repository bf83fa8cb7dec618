import { z } from 'zod';
import { trimmedText } from './text.ts';

/** The largest page a list call returns, whatever the client asks for. */
export const maxPageSize = 1000;

/** The all-zero UUID: sent by the web app as "no filter". */
export const emptyGuid = '00000000-0000-0000-0000-000000000000';

/** Query of every list call: skipCount, maxResultCount (capped at 1000) and sorting. */
export const pagedRequest = z.object({
  skipCount: z.coerce.number().int().min(0).default(0),
  maxResultCount: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .transform((n) => Math.min(n, maxPageSize)),
  sorting: trimmedText().max(200).optional(),
});
export type PagedRequest = z.infer<typeof pagedRequest>;

/**
 * A page and the total of the list. Past `exactCountLimit` rows the total is the database's estimate
 * (`totalCountIsEstimate`), which the grid shows as "about N": counting every row of a large list
 * exactly would cost more than the page itself.
 */
export function pagedResult<T extends z.ZodType>(item: T) {
  return z.object({
    totalCount: z.number().int(),
    totalCountIsEstimate: z.boolean().optional(),
    items: z.array(item),
  });
}
export interface PagedResult<T> {
  totalCount: number;
  /** True when the total is an estimate (a list of more than `exactCountLimit` rows). */
  totalCountIsEstimate?: boolean;
  items: T[];
}

/** Lists up to this many rows are counted exactly; longer ones get an estimated total. */
export const exactCountLimit = 10_000;

/** An optional UUID filter where the all-zero UUID or an empty value means "no filter". */
export const optionalIdFilter = z
  .union([z.uuid(), z.literal('')])
  .optional()
  .transform((v) => (v === '' || v === emptyGuid ? undefined : v));

/**
 * An optional yes/no filter of a list's query string: "true" or "false" (or the booleans); empty or absent
 * means no filter.
 */
export const optionalBooleanFilter = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === true),
  z.boolean().optional(),
);

/** Audit fields every entity returns. */
export const auditedDto = z.object({
  creationTime: z.string(),
  creatorId: z.uuid().nullable(),
  lastModificationTime: z.string().nullable(),
  lastModifierId: z.uuid().nullable(),
});

/**
 * The employee a record belongs to, as answers carry it: the id and the name shown beside it. Spread into
 * the record's fields where they stand.
 */
export const employeeReference = {
  employeeId: z.uuid(),
  employeeName: z.string().nullable(),
};

/** Sent back on update so that a stale edit gets 409 instead of overwriting someone else's change. */
export const concurrencyStamp = z.string().min(1).max(40);
