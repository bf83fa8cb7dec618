import { employeePinEndpoints } from '@hr/contracts';
import { endpointResource } from '../../../components/resource-api.ts';

/** Employee PINs: the five calls at the spec's paths. */
export const employeePinApi = endpointResource(['time', 'employee-pins'], employeePinEndpoints);
