import { type TestTerminalConnectionInput, terminalEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'terminals'], terminalEndpoints);

/** Terminals: the five calls of the contracts and Test terminal. */
export const terminalApi = {
  ...resource,
  /** Silent: the dialog shows a refusal under its field, or beside the test button. */
  testConnection: (body: TestTerminalConnectionInput) =>
    call(terminalEndpoints.testConnection, { body }, { silent: true }),
};
