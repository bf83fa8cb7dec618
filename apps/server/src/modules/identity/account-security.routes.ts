import {
  type AccountSecuritySettingsDto,
  SecurityLogAction,
  SettingNames,
  securityLogEndpoints,
  sessionEndpoints,
  twoFactorEndpoints,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { excelExport } from '../../platform/http/excel.ts';
import { mount } from '../../platform/http/mount.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import type { IdentityServices } from './index.ts';
import { securityLogExcelColumns } from './security-log.service.ts';

/** Per client address: slows down guessing a second factor's codes of a signed-in session. */
const rateLimit = { max: 10, timeWindow: '1 minute' } as const;

const days = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : fallback;
};

/** The account security settings of the caller's side (host or tenant). */
function accountSecuritySettings(settings: SettingService, securityLog: IdentityServices['securityLog']) {
  return {
    async get(ctx: RequestContext): Promise<AccountSecuritySettingsDto> {
      const values = await settings.values({ tenantId: ctx.tenantId, userId: null });
      return {
        twoFactorRequired: values[SettingNames.TwoFactorRequired]?.toLowerCase() === 'true',
        rememberBrowserDays: Math.min(days(values[SettingNames.RememberBrowserDays], 30), 365),
        securityLogRetentionDays: Math.max(30, days(values[SettingNames.SecurityLogRetentionDays], 365)),
      };
    },
    async update(ctx: RequestContext, input: AccountSecuritySettingsDto): Promise<void> {
      const before = await this.get(ctx);
      await settings.saveForCurrentTenant(ctx, {
        [SettingNames.TwoFactorRequired]: String(input.twoFactorRequired),
        [SettingNames.RememberBrowserDays]: String(input.rememberBrowserDays),
        [SettingNames.SecurityLogRetentionDays]: String(input.securityLogRetentionDays),
      });
      if (before.twoFactorRequired !== input.twoFactorRequired)
        await securityLog.record(ctx, {
          action: SecurityLogAction.PermissionsChanged,
          targetName: 'tenant',
          details: `two-factor sign-in required for every user: ${input.twoFactorRequired ? 'yes' : 'no'}`,
        });
    },
  };
}

/** The security log, two-factor sign-in and sessions (issue 40): each endpoint one line to its service. */
export function accountSecurityRoutes(
  { securityLog, twoFactor, sessions }: IdentityServices,
  settings: SettingService,
) {
  const securitySettings = accountSecuritySettings(settings, securityLog);
  return [
    mount(securityLogEndpoints, {
      list: (req) => securityLog.list(req.ctx, req.query),
      exportExcel: excelExport(
        { en: 'security-log', ar: 'سجل-الأمان' },
        securityLogExcelColumns,
        (ctx, query) => securityLog.exportRows(ctx, query),
      ),
      mine: (req) => securityLog.mine(req.ctx, req.query),
      endUserSessions: (req) => sessions.endUser(req.ctx, req.params.id),
      getSettings: (req) => securitySettings.get(req.ctx),
      updateSettings: (req) => securitySettings.update(req.ctx, req.body),
    }),
    mount(
      twoFactorEndpoints,
      {
        status: (req) => twoFactor.status(req.ctx),
        setup: (req) => twoFactor.setup(req.ctx),
        enable: (req) => twoFactor.enable(req.ctx, req.body),
        disable: (req) => twoFactor.disable(req.ctx, req.body),
        renewRecoveryCodes: (req) => twoFactor.renewRecoveryCodes(req.ctx, req.body),
      },
      { enable: { rateLimit }, disable: { rateLimit }, renewRecoveryCodes: { rateLimit } },
    ),
    mount(sessionEndpoints, {
      list: (req) => sessions.list(req.ctx),
      end: (req) => sessions.end(req.ctx, req.params.id),
      endOthers: (req) => sessions.endOthers(req.ctx),
    }),
  ];
}
