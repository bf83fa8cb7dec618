import { salaryStructureEndpoints } from '@hr/contracts';
import { answeringIds } from '../../../components/answering-ids.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['payroll', 'structures'], salaryStructureEndpoints);

/** Salary structures: the five calls; for the form, update answers the id as create does. */
export const salaryStructureApi = { ...resource, forms: answeringIds(resource) };
