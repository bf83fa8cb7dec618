import { type TestTerminalConnectionInput, terminalEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['time', 'terminals'], terminalEndpoints);

/** Terminals: the five calls of the contracts, Test terminal and Set the device clock. */
export const terminalApi = {
  ...resource,
  /** Silent: the dialog shows a refusal under its field, or beside the test button. */
  testConnection: (body: TestTerminalConnectionInput) =>
    call(terminalEndpoints.testConnection, { body }, { silent: true }),
  /** Sets the saved terminal's clock to now in its zone (the page shows the answer). */
  setClock: (id: string) => call(terminalEndpoints.setClock, { params: { id } }),
};
