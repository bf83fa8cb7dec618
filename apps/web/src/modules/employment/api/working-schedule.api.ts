import { workingScheduleEndpoints, workingSchedulePickerSize } from '@hr/contracts';
import { answeringIds } from '../../../components/answering-ids.ts';
import { pickerQuery } from '../../../components/endpoint-calls.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['employment', 'working-schedules'], workingScheduleEndpoints);

/** Working schedules: the five calls of the contracts and, for the contract form's select, up to 999. */
export const workingScheduleApi = {
  ...resource,
  /** For the form page: the create answers the new id, so the update answers the id too. */
  forms: answeringIds(resource),
  picker: () => pickerQuery(resource, workingScheduleEndpoints.list, workingSchedulePickerSize),
};
