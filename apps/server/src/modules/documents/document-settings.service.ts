import { type DocumentSettingsDto, SettingNames, type UpdateDocumentSettingsInput } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import { parseThresholds } from './due-items.service.ts';

/** The reminders' settings of the caller's tenant: the hour, the digest, the default thresholds. */
export function createDocumentSettingsService(deps: { settings: SettingService }) {
  return {
    async get(ctx: Pick<RequestContext, 'tenantId'>): Promise<DocumentSettingsDto> {
      const values = await deps.settings.values({ tenantId: ctx.tenantId, userId: null });
      const hour = Number(values[SettingNames.Documents.ReminderHour]);
      return {
        reminderHour: Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : 7,
        digestEnabled: values[SettingNames.Documents.DigestEnabled] !== 'false',
        defaultThresholds: parseThresholds(values[SettingNames.Documents.DefaultThresholds]),
      };
    },
    async update(ctx: Pick<RequestContext, 'tenantId'>, input: UpdateDocumentSettingsInput): Promise<void> {
      await deps.settings.saveForCurrentTenant(ctx, {
        [SettingNames.Documents.ReminderHour]: String(input.reminderHour),
        [SettingNames.Documents.DigestEnabled]: String(input.digestEnabled),
        [SettingNames.Documents.DefaultThresholds]: parseThresholds(input.defaultThresholds.join(',')).join(
          ',',
        ),
      });
    },
  };
}
