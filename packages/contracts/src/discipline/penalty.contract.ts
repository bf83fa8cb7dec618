import { z } from 'zod';
import { access, excelExportOf } from '../platform/endpoint.ts';
import { importEndpoints } from '../platform/import.contract.ts';
import { employeeReference } from '../platform/paging.contract.ts';
import { entityDto, resourceEndpoints } from '../platform/resource.ts';
import { DisciplinePermissions } from './discipline.permissions.ts';
import { datedRecordSchemas, optionalSummary } from './salary-effect.ts';

const schemas = datedRecordSchemas('penaltyTypeId', optionalSummary);

export const createPenaltyInput = schemas.create;
export type CreatePenaltyInput = z.input<typeof createPenaltyInput>;
export type CreatePenalty = z.infer<typeof createPenaltyInput>;
export const updatePenaltyInput = schemas.update;
export type UpdatePenaltyInput = z.input<typeof updatePenaltyInput>;
export type UpdatePenalty = z.infer<typeof updatePenaltyInput>;
export const getPenaltiesInput = schemas.list;
export type GetPenaltiesInput = z.input<typeof getPenaltiesInput>;
export type GetPenalties = z.infer<typeof getPenaltiesInput>;

/**
 * What a penalty whose type terminates contracts did or will do: the employee's contract it cancels on the
 * implementation date (`done` once cancelled; before the date it is scheduled, by the daily job), or null
 * when its type does not terminate or the employee had no Active contract.
 */
export const penaltyTerminationDto = z.object({
  contractId: z.uuid(),
  contractName: z.string(),
  /** The implementation date: the contract is cancelled on it. */
  on: z.string(),
  done: z.boolean(),
});
export type PenaltyTerminationDto = z.infer<typeof penaltyTerminationDto>;

export const penaltyDto = entityDto({
  ...employeeReference,
  penaltyTypeId: z.uuid(),
  penaltyTypeName: z.string(),
  declarationDate: z.string(),
  implementationDate: z.string(),
  expirationDate: z.string(),
  summary: z.string().nullable(),
  isTerminateContract: z.boolean(),
  termination: penaltyTerminationDto.nullable(),
});
export type PenaltyDto = z.infer<typeof penaltyDto>;

const path = '/api/app/penalty';

/**
 * Document 2: the penalty calls at the spec's paths; the create answers the new id as text. A penalty whose
 * type terminates contracts cancels the employee's Active contract on its implementation date (at once when
 * the date has come, otherwise by the daily job), naming the penalty as the reason, and tells HR. Deleting
 * it before that date cancels nothing; after it, the contract stays cancelled (the answer and the screen
 * say so).
 */
const penaltyResource = resourceEndpoints({
  path,
  tag: 'Penalty',
  policies: DisciplinePermissions.Penalties,
  dto: penaltyDto,
  query: getPenaltiesInput,
  create: createPenaltyInput,
  update: updatePenaltyInput,
  paths: {
    list: `${path}/get-all-penalties`,
    get: `${path}/:id/get-penalty-by-id`,
    create: `${path}/create-penalty`,
    update: `${path}/:id/update-penalty`,
    delete: `${path}/:id/delete-penalty`,
  },
});
export const penaltyEndpoints = {
  ...penaltyResource,
  /** The list under its filters as an Excel workbook. */
  exportExcel: excelExportOf(penaltyResource.list, { path: '/api/app/penalty/export-excel' }),
  /** The import from Excel (a period's salary inputs: template, dry run, all or nothing), behind the create's permission. */
  ...importEndpoints('/api/app/penalty', 'Penalty', access.policy(DisciplinePermissions.Penalties.Create)),
};
