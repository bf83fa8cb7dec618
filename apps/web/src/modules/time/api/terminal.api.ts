import { type TestTerminalConnectionInput, terminalEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'terminals'], terminalEndpoints);

/** Terminals: the five calls of the contracts and Test terminal. */
export const terminalApi = {
  ...resource,
  testConnection: (body: TestTerminalConnectionInput) => call(terminalEndpoints.testConnection, { body }),
};
