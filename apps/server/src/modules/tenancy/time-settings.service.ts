import {
  clockTolerance,
  isTimeZone,
  SettingNames,
  type TimeSettingsDto,
  type UpdateTimeSettingsInput,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { SettingService } from '../../platform/settings.service.ts';

type Scope = Pick<RequestContext, 'tenantId'>;

/**
 * The Time group of setting management: the time zone and the attendance sync's interval of the caller's
 * side (the host's are every tenant's defaults; a tenant's own value equal to the inherited one is not kept).
 */
export function createTimeSettingsService(deps: { settings: SettingService }) {
  return {
    async get(ctx: Scope): Promise<TimeSettingsDto> {
      const values = await deps.settings.values({ tenantId: ctx.tenantId, userId: null });
      const minutes = Number(values[SettingNames.AttendanceSyncIntervalMinutes]);
      return {
        timeZone: values[SettingNames.TimeZone] || 'UTC',
        // As the schedule reads it: anything but a positive number is off.
        attendanceSyncIntervalMinutes: Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0,
        terminalClockToleranceMinutes: clockTolerance(values[SettingNames.TerminalClockToleranceMinutes]),
      };
    },

    async update(ctx: Scope, input: UpdateTimeSettingsInput): Promise<void> {
      if (!isTimeZone(input.timeZone))
        throw new AppError('Tenancy:InvalidTimeZone', { timeZone: input.timeZone });
      await deps.settings.saveForCurrentTenant(ctx, {
        [SettingNames.TimeZone]: input.timeZone,
        [SettingNames.AttendanceSyncIntervalMinutes]: String(input.attendanceSyncIntervalMinutes),
        ...(input.terminalClockToleranceMinutes === undefined
          ? {}
          : { [SettingNames.TerminalClockToleranceMinutes]: String(input.terminalClockToleranceMinutes) }),
      });
    },
  };
}
