import {
  type AccountSecuritySettingsDto,
  type DisableTwoFactorInput,
  type EnableTwoFactorInput,
  securityLogEndpoints,
  sessionEndpoints,
  twoFactorEndpoints,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import type { ListParams } from '../../../components/ResourceTable.tsx';

/** The security log, two-factor sign-in and sessions (issue 40). */
export const accountSecurityApi = {
  keys: {
    securityLogs: () => ['identity', 'security-logs'] as const,
    mySecurityLogs: () => ['account', 'my-security-logs'] as const,
    twoFactor: () => ['account', 'two-factor'] as const,
    sessions: () => ['account', 'sessions'] as const,
    settings: () => ['identity', 'account-security-settings'] as const,
  },
  securityLogs: (params: ListParams) => call(securityLogEndpoints.list, { query: params as never }),
  mySecurityLogs: (params: ListParams) => call(securityLogEndpoints.mine, { query: params as never }),
  endUserSessions: (id: string) => call(securityLogEndpoints.endUserSessions, { params: { id } }),
  settings: () => call(securityLogEndpoints.getSettings, {}),
  /** The settings card's query (its route prefetches it, for those who may manage role permissions). */
  settingsQuery: () =>
    queryOptions({
      queryKey: accountSecurityApi.keys.settings(),
      queryFn: accountSecurityApi.settings,
    }),
  saveSettings: (body: AccountSecuritySettingsDto) => call(securityLogEndpoints.updateSettings, { body }),
  twoFactorStatus: () => call(twoFactorEndpoints.status, {}),
  setupTwoFactor: () => call(twoFactorEndpoints.setup, {}),
  enableTwoFactor: (body: EnableTwoFactorInput) =>
    call(twoFactorEndpoints.enable, { body }, { silent: true }),
  disableTwoFactor: (body: DisableTwoFactorInput) =>
    call(twoFactorEndpoints.disable, { body }, { silent: true }),
  renewRecoveryCodes: (body: EnableTwoFactorInput) =>
    call(twoFactorEndpoints.renewRecoveryCodes, { body }, { silent: true }),
  sessions: () => call(sessionEndpoints.list, {}),
  endSession: (id: string) => call(sessionEndpoints.end, { params: { id } }),
  endOtherSessions: () => call(sessionEndpoints.endOthers, {}),
};
