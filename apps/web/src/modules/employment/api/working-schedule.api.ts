import {
  type UpdateWorkingScheduleInput,
  workingScheduleEndpoints,
  workingSchedulePickerSize,
} from '@hr/contracts';
import { lookupQuery } from '../../../components/lookup.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['employment', 'working-schedules'], workingScheduleEndpoints);

/** Working schedules: the five calls of the contracts and, for the contract form's select, up to 999. */
export const workingScheduleApi = {
  ...resource,
  /** For the form page: the create answers the new id, so the update answers the id too. */
  forms: {
    ...resource,
    update: async (id: string, body: UpdateWorkingScheduleInput): Promise<string> =>
      (await resource.update(id, body)).id,
  },
  picker: () =>
    lookupQuery(workingScheduleEndpoints.list, {
      queryKey: [...resource.keys.lists(), 'picker'] as const,
      queryFn: () => resource.list({ skipCount: 0, maxResultCount: workingSchedulePickerSize }),
    }),
};
