import { BankFileFormat, type BankFilePreviewDto, isBic, isValidIban } from '@hr/contracts';
import type { RequestContext } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/errors.ts';
import { type BankFileContent, type BankFileDeps, collectBankFile } from './bank-file.collect.ts';
import { compactId, pain001Xml } from './pain001.ts';
import { sifText } from './sif.ts';

export type { BankFileDeps } from './bank-file.collect.ts';

/** A bank file to send: its bytes, type and name, and how many payslips it left out. */
export interface BankFileDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
  excludedCount: number;
}

/** The wall clock in a zone as its parts (seconds included), for file names and creation times. */
function clockIn(timeZone: string, instant: Date) {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return clockIn('UTC', instant);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    yymmdd: `${part('year').slice(2)}${part('month')}${part('day')}`,
    hh: part('hour'),
    mm: part('minute'),
    ss: part('second'),
  };
}

/**
 * A Confirmed payroll run's bank files (issue 43): the ISO 20022 pain.001.001.03 credit transfer and the
 * UAE WPS SIF, with a preview of each (its name, count, control sum, the run's net and every payslip left
 * out and why) for the dialog before the download. Both are made from the same split of the run's payslips
 * (`collectBankFile`), so the preview says exactly what the file holds.
 */
export function createBankFileService(db: Database, deps: BankFileDeps) {
  async function prepare(ctx: RequestContext, runId: string, format: number) {
    const content = await collectBankFile(db, deps, ctx, runId, format);
    const clock = clockIn(await deps.timeZoneOf(ctx), ctx.now());
    const account = await deps.companyBankAccount.get(ctx);
    if (format === BankFileFormat.WpsSif) {
      if (content.run.currencyCode !== 'AED')
        throw new AppError('BankFile:SifNeedsAed', { currency: content.run.currencyCode });
      const employerId = account.wpsEmployerId;
      if (!/^\d{13}$/.test(employerId) || !/^\d{9}$/.test(account.wpsRoutingCode))
        throw new AppError('BankFile:WpsEmployerMissing');
      const fileName = `${employerId}${clock.yymmdd}${clock.hh}${clock.mm}${clock.ss}.SIF`;
      return {
        content,
        fileName,
        contentType: 'text/plain',
        render: () =>
          sifText(
            content,
            { employerId, routingCode: account.wpsRoutingCode },
            { createdDate: clock.date, createdTime: `${clock.hh}${clock.mm}` },
          ),
      };
    }
    if (!account.accountName || !isValidIban(account.iban) || !isBic(account.bic))
      throw new AppError('BankFile:CompanyAccountMissing');
    const stamp = `${clock.yymmdd}${clock.hh}${clock.mm}${clock.ss}`;
    return {
      content,
      fileName: `pain001-${content.run.endDate}-${stamp}.xml`,
      contentType: 'application/xml',
      render: () =>
        pain001Xml(
          content,
          { name: account.accountName, iban: account.iban, bic: account.bic },
          {
            // Unique per file made: the time and the run.
            messageId: `${stamp}-${compactId(content.run.id).slice(0, 22)}`,
            createdAt: `${clock.date}T${clock.hh}:${clock.mm}:${clock.ss}`,
            executionDate: clock.date,
          },
        ),
    };
  }

  const summary = (content: BankFileContent, format: number, fileName: string): BankFilePreviewDto => ({
    format,
    fileName,
    currencyCode: content.run.currencyCode,
    transactionCount: content.transfers.length,
    controlSum: content.controlSum,
    runNet: content.runNet,
    excluded: content.excluded,
  });

  return {
    async preview(ctx: RequestContext, runId: string, format: number): Promise<BankFilePreviewDto> {
      const file = await prepare(ctx, runId, format);
      return summary(file.content, format, file.fileName);
    },

    /** The file; refused when no payslip of the run can be paid by it. */
    async file(ctx: RequestContext, runId: string, format: number): Promise<BankFileDownload> {
      const file = await prepare(ctx, runId, format);
      if (!file.content.transfers.length)
        throw new AppError('BankFile:NothingToTransfer', { excluded: file.content.excluded.length });
      return {
        fileName: file.fileName,
        contentType: file.contentType,
        content: Buffer.from(file.render(), 'utf8'),
        excludedCount: file.content.excluded.length,
      };
    },
  };
}
export type BankFileService = ReturnType<typeof createBankFileService>;
