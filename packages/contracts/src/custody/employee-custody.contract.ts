import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { excelExportOf } from '../platform/endpoint.ts';
import {
  auditedDto,
  employeeReference,
  optionalBooleanFilter,
  optionalIdFilter,
  pagedResult,
} from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { blankToNull, trimmedText } from '../platform/text.ts';
import { CustodyPermissions } from './custody.permissions.ts';

/** POST create-employee-custody: an item handed to an employee (employee and receipt date required). */
export const createEmployeeCustodyInput = z
  .object({
    employeeId: z.uuid(),
    /** What was handed over: "Laptop Dell 5440, serial 8XK2…". */
    description: z.preprocess(blankToNull, trimmedText().max(1000).nullish()),
    /** Not in the future (the tenant's today; the server checks). */
    receiptDate: dateOnly,
    /** When the item is due back (optional; not before the receipt): reminded ahead, listed as expiring soon. */
    dueDate: z.preprocess(blankToNull, dateOnly.nullish()),
  })
  .refine((v) => !v.dueDate || v.dueDate >= v.receiptDate, {
    path: ['dueDate'],
    message: 'Custody:DueBeforeReceipt',
  });
export type CreateEmployeeCustodyInput = z.input<typeof createEmployeeCustodyInput>;
export type CreateEmployeeCustody = z.infer<typeof createEmployeeCustodyInput>;

/** PUT release-employee-custody: the item came back (the date required, not before the receipt). */
export const releaseEmployeeCustodyInput = z.object({
  releaseDate: dateOnly,
  releaseReason: z.preprocess(blankToNull, trimmedText().max(500).nullish()),
});
export type ReleaseEmployeeCustodyInput = z.input<typeof releaseEmployeeCustodyInput>;
export type ReleaseEmployeeCustody = z.infer<typeof releaseEmployeeCustodyInput>;

export const employeeCustodyDto = auditedDto.extend({
  id: z.uuid(),
  ...employeeReference,
  description: z.string().nullable(),
  receiptDate: z.string(),
  releaseDate: z.string().nullable(),
  releaseReason: z.string().nullable(),
  dueDate: z.string().nullable(),
  isReleased: z.boolean(),
});
export type EmployeeCustodyDto = z.infer<typeof employeeCustodyDto>;

/** GET get-all-employee-custodies: employeeId, paging, sorting; `held` filters. */
export const getEmployeeCustodiesInput = listQuery(['receiptDate', 'releaseDate', 'creationTime']).extend({
  employeeId: optionalIdFilter,
  /** true: only what is still held; false: only what was released; absent: both. */
  held: optionalBooleanFilter,
});
export type GetEmployeeCustodiesInput = z.input<typeof getEmployeeCustodiesInput>;
export type GetEmployeeCustodies = z.infer<typeof getEmployeeCustodiesInput>;

const tag = 'EmployeeCustody';
const path = '/api/app/employee-custody';
const P = CustodyPermissions.EmployeeCustody;
const call = resourceCalls(path, tag);

const custodyList = call('GET', 'get-all-employee-custodies', P.Default, {
  query: getEmployeeCustodiesInput,
  response: pagedResult(employeeCustodyDto),
});

/**
 * Document 3 §2.5 and its calls. A custody is never edited or deleted, only released, once: releasing a
 * released one is 422 Custody:AlreadyReleased (the original screen let its dialog open). An employee
 * holding custody cannot be deleted.
 */
export const employeeCustodyEndpoints = {
  list: custodyList,
  /** The list under its filters as an Excel workbook. */
  exportExcel: excelExportOf(custodyList, { path: `${path}/export-excel` }),
  get: call('GET', ':id/get-employee-custody-by-id', P.Default, { response: employeeCustodyDto }),
  /** Answers the new id as text. */
  create: call('POST', 'create-employee-custody', P.Create, {
    body: createEmployeeCustodyInput,
    response: z.uuid(),
  }),
  release: call('PUT', ':id/release-employee-custody', P.Release, {
    body: releaseEmployeeCustodyInput,
    response: employeeCustodyDto,
  }),
};
