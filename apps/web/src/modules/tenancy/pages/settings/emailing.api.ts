import { emailingEndpoints, type SendTestEmailInput, type UpdateEmailSettingsInput } from '@hr/contracts';
import { call } from '../../../../app/api-client.ts';

/** The e-mail settings of the caller's side (host or tenant) and the test e-mail. */
export const emailingApi = {
  keys: { settings: () => ['tenancy', 'setting-management', 'emailing'] as const },
  get: () => call(emailingEndpoints.get, {}),
  update: (input: UpdateEmailSettingsInput) => call(emailingEndpoints.update, { body: input }),
  sendTestEmail: (input: SendTestEmailInput) => call(emailingEndpoints.sendTestEmail, { body: input }),
};
