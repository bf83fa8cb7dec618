import type { EmailSettingsDto, SendTestEmailInput, UpdateEmailSettingsInput } from '@hr/contracts';
import { http } from '../../../../app/http.ts';

const base = '/api/setting-management/emailing';

/** The e-mail settings of the caller's side (host or tenant) and the test e-mail. */
export const emailingApi = {
  keys: { settings: () => ['tenancy', 'setting-management', 'emailing'] as const },
  get: () => http.get<EmailSettingsDto>(base),
  update: (input: UpdateEmailSettingsInput) => http.post<void>(base, input),
  sendTestEmail: (input: SendTestEmailInput) => http.post<void>(`${base}/send-test-email`, input),
};
