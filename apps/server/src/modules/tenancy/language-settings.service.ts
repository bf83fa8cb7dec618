import {
  defaultLanguage,
  isLanguageCode,
  type LanguageSettingsDto,
  SettingNames,
  type UpdateLanguageSettingsInput,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { SettingService } from '../../platform/settings.service.ts';

type Scope = Pick<RequestContext, 'tenantId'>;

/**
 * The Language group of setting management: the default language of the caller's side, the tenant-level
 * (host: global) `Abp.Localization.DefaultLanguage` that mail falls back to when its reader chose none.
 * A tenant's choice is kept as its own even when equal to the host's, as a new tenant's copy is (a later
 * change of the host's default does not move the language of its mail).
 */
export function createLanguageSettingsService(deps: { settings: SettingService }) {
  return {
    async get(ctx: Scope): Promise<LanguageSettingsDto> {
      const value = await deps.settings.get(
        { tenantId: ctx.tenantId, userId: null },
        SettingNames.DefaultLanguage,
      );
      // As mail reads it: a stored value the product does not ship is skipped.
      return { defaultLanguage: isLanguageCode(value) ? value : defaultLanguage };
    },

    async update(ctx: Scope, input: UpdateLanguageSettingsInput): Promise<void> {
      await deps.settings.saveForCurrentTenant(
        ctx,
        { [SettingNames.DefaultLanguage]: input.defaultLanguage },
        { keepWhenInherited: true },
      );
    },
  };
}
