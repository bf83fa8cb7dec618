import { PayslipState } from '@hr/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/helpers/pdf.ts';
import type { PayslipPdfContext, PayslipPdfData } from './payslip-pdf.ts';
import { createPayslipPdfProcess, type PayslipPdfProcess } from './payslip-pdf-process.ts';

const payslip = (employeeFullName: string): PayslipPdfData => ({
  id: '0193a5b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
  number: 'PS-2026-000042',
  employeeFullName,
  departmentName: null,
  jobTitleName: null,
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  state: PayslipState.Confirmed,
  currencyCode: 'SAR',
  gross: '5000.00',
  deductions: '0.00',
  net: '5000.00',
  payslipItems: [],
});
const context: PayslipPdfContext = {
  language: 'ar',
  tenantName: 'شركة أكمي',
  currency: { code: 'SAR', decimalPlaces: 2, unitLabel: 'ريال', subUnitLabel: 'هللة' },
};

let renderer: PayslipPdfProcess | undefined;
afterEach(async () => {
  await renderer?.close();
  renderer = undefined;
});

describe('payslip PDF in a child process', () => {
  it('renders one payslip and a run, in order, and replaces the child after maxPages pages', async () => {
    renderer = createPayslipPdfProcess({ maxPages: 2 });
    const [one, run, after] = await Promise.all([
      renderer.renderOne(payslip('سارة حداد'), context),
      renderer.renderRun([payslip('عمر خليل'), payslip('لينا ناصر')], context),
      renderer.renderOne(payslip('يوسف أمين'), context),
    ]);
    const text = async (pdf: Uint8Array) => (await pdfText(pdf)).pages.map((p) => p.join('\n'));
    expect((await text(one))[0]).toContain('سارة حداد');
    // PDF.js reads the bold "ريال" as "ر يال" (a gap it sees after the ر), so the words are checked up to it.
    expect((await text(one))[0]).toContain('خمسة آلاف');
    expect((await text(one))[0]).toContain('5,000.00 SAR');
    const runPages = await text(run);
    expect(runPages).toHaveLength(2);
    expect(runPages[1]).toContain('لينا ناصر');
    expect((await text(after))[0]).toContain('يوسف أمين');
    // 1 page, then 2 (reaching maxPages), so the third request got a new child.
    expect(renderer.started).toBe(2);
  });

  it('answers a render error as a rejected promise and goes on', async () => {
    renderer = createPayslipPdfProcess();
    await expect(renderer.renderOne({ ...payslip('x'), net: 'not a number' }, context)).rejects.toThrow();
    expect((await pdfText(await renderer.renderOne(payslip('منى فاروق'), context))).pages).toHaveLength(1);
  });
});
