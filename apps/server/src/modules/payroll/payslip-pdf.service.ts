import type { CurrencyDto, PayslipDto } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { fileNamePart } from '../../platform/http/download.ts';
import type { PayslipService } from './payslip.service.ts';
import type { PayslipPdfProcess } from './pdf/payslip-pdf-process.ts';

export interface PayslipPdfDeps {
  payslips: Pick<PayslipService, 'get' | 'ownGet'>;
  /** The currency in the reader's language: its unit labels write the net in words. */
  currencies: { view(ctx: RequestContext, code: string): Promise<CurrencyDto> };
  renderer: Pick<PayslipPdfProcess, 'renderOne'>;
}

export interface PayslipFile {
  fileName: string;
  content: Buffer;
}

/**
 * The name a payslip's PDF is saved and mailed under: its number and the employee's name, so that the
 * payslips of one period downloaded one after the other no longer share a name (payslip-PS-2026-000007-
 * Adam-Smith.pdf).
 */
export function payslipFileName(payslip: Pick<PayslipDto, 'number' | 'employeeFullName'>): string {
  return `payslip-${payslip.number}-${fileNamePart(payslip.employeeFullName)}.pdf`;
}

/**
 * A payslip as a PDF in the reader's language (payroll/pdf: Typst in a child process): HR's, behind
 * PR.Payslip.Index, and an employee's own Confirmed one (anyone else's is 404, as `ownGet` answers).
 */
export function createPayslipPdfService(deps: PayslipPdfDeps) {
  async function render(ctx: RequestContext, payslip: PayslipDto): Promise<PayslipFile> {
    const currency = await deps.currencies.view(ctx, payslip.currencyCode);
    const pdf = await deps.renderer.renderOne(payslip, {
      language: ctx.language,
      tenantName: ctx.tenantName ?? '',
      currency,
    });
    return { fileName: payslipFileName(payslip), content: Buffer.from(pdf) };
  }
  return {
    pdf: async (ctx: RequestContext, id: string) => render(ctx, await deps.payslips.get(ctx, id)),
    ownPdf: async (ctx: RequestContext, id: string) => render(ctx, await deps.payslips.ownGet(ctx, id)),
  };
}
export type PayslipPdfService = ReturnType<typeof createPayslipPdfService>;
