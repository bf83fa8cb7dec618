import { type CompanyBankAccountDto, SettingNames, type updateCompanyBankAccountInput } from '@hr/contracts';
import type { z } from 'zod';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { SettingService } from '../../platform/settings.service.ts';

const names = SettingNames.CompanyBank;

/**
 * The organisation's salary account (the debtor of its ISO 20022 transfers) and its UAE WPS registration
 * (the SIF's SCR line): tenant settings, each kept as the tenant's own; blank means not set.
 */
export function createCompanyBankAccountService(deps: {
  settings: Pick<SettingService, 'get' | 'saveForCurrentTenant'>;
}) {
  async function get(ctx: Pick<RequestContext, 'tenantId'>): Promise<CompanyBankAccountDto> {
    const scope = { tenantId: tenantOf(ctx), userId: null };
    const read = (name: string) => deps.settings.get(scope, name);
    return {
      accountName: await read(names.AccountName),
      iban: await read(names.Iban),
      bic: await read(names.Bic),
      wpsEmployerId: await read(names.WpsEmployerId),
      wpsRoutingCode: await read(names.WpsRoutingCode),
    };
  }

  return {
    get,
    async update(
      ctx: Pick<RequestContext, 'tenantId'>,
      input: z.output<typeof updateCompanyBankAccountInput>,
    ): Promise<CompanyBankAccountDto> {
      tenantOf(ctx);
      await deps.settings.saveForCurrentTenant(
        ctx,
        {
          [names.AccountName]: input.accountName ?? '',
          [names.Iban]: input.iban ?? '',
          [names.Bic]: input.bic ?? '',
          [names.WpsEmployerId]: input.wpsEmployerId ?? '',
          [names.WpsRoutingCode]: input.wpsRoutingCode ?? '',
        },
        { keepWhenInherited: true },
      );
      return get(ctx);
    },
  };
}
export type CompanyBankAccountService = ReturnType<typeof createCompanyBankAccountService>;
