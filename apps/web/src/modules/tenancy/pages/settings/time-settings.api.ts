import { timeSettingsEndpoints, type UpdateTimeSettingsInput } from '@hr/contracts';
import { call } from '../../../../app/api-client.ts';

/** The time zone and the attendance sync's interval of the caller's side (host or tenant). */
export const timeSettingsApi = {
  keys: { settings: () => ['tenancy', 'setting-management', 'time'] as const },
  get: () => call(timeSettingsEndpoints.get, {}),
  update: (input: UpdateTimeSettingsInput) => call(timeSettingsEndpoints.update, { body: input }),
};
