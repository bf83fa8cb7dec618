import { jobExecutionRecordEndpoints as endpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'job-executions'], endpoints);

/** Job execution records: the list, starting the attendance sync, and a record's log lines. */
export const jobExecutionApi = {
  keys: { ...resource.keys, logs: (id: string) => [...resource.keys.all, 'logs', id] as const },
  list: resource.list,
  syncAttendance: () => call(endpoints.syncAttendance, {}),
  logs: (id: string) => call(endpoints.logs, { params: { id } }),
};
