import { composeIBAN } from 'ibantools';
import type { RequestContext } from '../../platform/context.ts';
import type { BankFacts, BankService } from './bank.service.ts';
import type { CompanyBankAccountService } from './company-bank-account.service.ts';

/**
 * acme's demo banks (issue 43): five UAE banks with their SWIFT/BIC and a WPS routing code, two Saudi banks
 * (no WPS), and the national bank code an IBAN of each carries (AE: 3 digits, SA: 2). The routing codes are
 * of the Central Bank's 9-digit shape, for the demo.
 */
export const demoBanks = [
  { name: 'Emirates NBD', bic: 'EBILAEAD', wpsRoutingCode: '302620122', country: 'AE', code: '026' },
  { name: 'First Abu Dhabi Bank', bic: 'NBADAEAA', wpsRoutingCode: '803510106', country: 'AE', code: '035' },
  {
    name: 'Abu Dhabi Commercial Bank',
    bic: 'ADCBAEAA',
    wpsRoutingCode: '600310101',
    country: 'AE',
    code: '003',
  },
  { name: 'Dubai Islamic Bank', bic: 'DUIBAEAD', wpsRoutingCode: '802420101', country: 'AE', code: '024' },
  { name: 'Mashreq Bank', bic: 'BOMLAEAD', wpsRoutingCode: '203320101', country: 'AE', code: '033' },
  { name: 'Al Rajhi Bank', bic: 'RJHISARI', wpsRoutingCode: null, country: 'SA', code: '80' },
  { name: 'Saudi National Bank', bic: 'NCBKSAJE', wpsRoutingCode: null, country: 'SA', code: '10' },
] as const;

export type DemoBank = BankFacts & { country: string; code: string };

/** A valid IBAN at a demo bank: its code, then the account number zero-padded (check digits computed). */
export function demoIban(bank: { country: string; code: string }, account: number): string {
  const digits = bank.country === 'AE' ? 19 : 20;
  const bban = `${bank.code}${String(account).padStart(digits - bank.code.length, '0')}`;
  return composeIBAN({ countryCode: bank.country, bban })!;
}

/**
 * The demo banks of acme, made when it has none, and the organisation's salary account at Emirates NBD with
 * its WPS registration. Idempotent: a second call finds the banks by BIC.
 */
export async function ensureDemoBanks(
  services: { banks: BankService; companyBankAccount: CompanyBankAccountService },
  ctx: RequestContext,
): Promise<DemoBank[]> {
  const banks: DemoBank[] = [];
  let created = false;
  for (const demo of demoBanks) {
    let bank = await services.banks.byNameOrBic(ctx, demo.bic);
    if (!bank) {
      const id = await services.banks.create(ctx, {
        name: demo.name,
        bic: demo.bic,
        wpsRoutingCode: demo.wpsRoutingCode,
        isActive: true,
      });
      bank = (await services.banks.byIds(ctx, [id])).get(id)!;
      created = true;
    }
    banks.push({ ...bank, country: demo.country, code: demo.code });
  }
  if (created)
    await services.companyBankAccount.update(ctx, {
      accountName: 'Acme Trading LLC',
      iban: demoIban(demoBanks[0], 1_015_333_439_001),
      bic: demoBanks[0].bic,
      wpsEmployerId: '0000001234567',
      wpsRoutingCode: demoBanks[0].wpsRoutingCode,
    });
  return banks;
}
