import { PayslipState } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { normaliseText, pdfText } from '../../../test/helpers/pdf.ts';
import {
  formatAmount,
  type PayslipPdfContext,
  type PayslipPdfData,
  renderPayslipPdf,
  renderPayslipsPdf,
} from './payslip-pdf.ts';

const item = (sequence: number, code: string, name: string, categoryName: string, amount: string) => ({
  sequence,
  code,
  name,
  categoryCode: code,
  categoryName,
  amount,
  explanation: { condition: null, valueBasedOn: 0, formula: null, fixedAmount: amount, variables: [] },
});

/** A month's payslip as the payslip service answers it (the fields the PDF prints). */
function payslip(overrides: Partial<PayslipPdfData> = {}): PayslipPdfData {
  return {
    id: '0193a5b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b',
    number: 'PS-2026-000042',
    employeeFullName: 'Ahmad Salem',
    departmentName: 'Finance',
    jobTitleName: 'Senior accountant',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    state: PayslipState.Confirmed,
    currencyCode: 'USD',
    gross: '1350.50',
    deductions: '100.00',
    net: '1250.50',
    // Out of order on purpose: the PDF lists them by sequence. The rules between them did not apply: the
    // lines are numbered 1 to 5 all the same.
    payslipItems: [
      item(4, 'TRANSPORT', 'Transport allowance', 'Allowances', '100.50'),
      item(1, 'BASIC', 'Basic salary', 'Basic', '1000.00'),
      item(2, 'HOUSING', 'Housing allowance', 'Allowances', '250.00'),
      item(7, 'SOCIAL', 'Social insurance', 'Deductions', '100.00'),
      item(10, 'NET', 'Net salary', 'Net', '1250.50'),
    ],
    cancellationReason: null,
    ...overrides,
  };
}

const arabicPayslip = payslip({
  employeeFullName: 'أحمد بن سالم العتيبي',
  departmentName: 'الإدارة المالية',
  jobTitleName: 'محاسب أول',
  payslipItems: [
    item(1, 'BASIC', 'الراتب الأساسي', 'الأساسي', '1000.00'),
    item(2, 'HOUSING', 'بدل السكن', 'البدلات', '250.00'),
    item(3, 'TRANSPORT', 'بدل النقل', 'البدلات', '100.50'),
    item(4, 'SOCIAL', 'التأمينات الاجتماعية', 'الاستقطاعات', '100.00'),
    item(5, 'NET', 'صافي الراتب', 'الصافي', '1250.50'),
  ],
});

const english: PayslipPdfContext = {
  language: 'en',
  tenantName: 'Acme Trading',
  currency: { code: 'USD', decimalPlaces: 2, unitLabel: 'US dollar', subUnitLabel: 'cent' },
};
const arabic: PayslipPdfContext = {
  language: 'ar',
  tenantName: 'شركة أكمي للتجارة',
  currency: { code: 'USD', decimalPlaces: 2, unitLabel: 'دولار أمريكي', subUnitLabel: 'سنت' },
};

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** The page's lines in reading order, as one text. */
const textOf = (page: string[]) => page.join('\n');

describe('payslip PDF', () => {
  it('renders an Arabic payslip whose text holds the names, categories, amounts, dates and net in words', async () => {
    const pdf = renderPayslipPdf(arabicPayslip, arabic);
    expect(isPdf(pdf)).toBe(true);
    const { pages } = await pdfText(pdf);
    expect(pages).toHaveLength(1);
    const [page = []] = pages;

    const text = textOf(page);
    for (const phrase of [
      'قسيمة راتب',
      arabic.tenantName,
      'الموظف أحمد بن سالم العتيبي',
      'المسمى الوظيفي محاسب أول',
      'القسم الإدارة المالية',
      // Each line of the table: sequence, name, category, amount.
      '1 الراتب الأساسي الأساسي 1,000.00 USD',
      '2 بدل السكن البدلات 250.00 USD',
      '3 بدل النقل البدلات 100.50 USD',
      '4 التأمينات الاجتماعية الاستقطاعات 100.00 USD',
      '5 صافي الراتب الصافي 1,250.50 USD',
      'إجمالي الاستحقاقات 1,350.50 USD',
      'الاستقطاعات 100.00 USD',
      'صافي الراتب 1,250.50 USD',
      // The net in words (its tanween is left out of the print, see payslip-pdf.ts).
      'ألف ومئتان وخمسون دولارا أمريكيا وخمسون سنتا',
      // Dates as the screens write them (yyyy/MM/dd), the range whole and in order, with the en dash.
      'الفترة 2026/10/01 – 2026/10/31',
    ])
      expect(text).toContain(phrase);
    for (const amount of ['1,000.00', '250.00', '100.50', '1,350.50', '100.00', '1,250.50'])
      expect(text).toContain(amount);
    expect(text).not.toContain('2026-10-01');
    // The number a person quotes, beside its label (and in the footer), not the database id.
    expect(text).toContain('رقم القسيمة PS-2026-000042');
    expect(text).not.toContain('0193a5b2-7c4d-7e8f-9a0b-1c2d3e4f5a6b');
    // Confirmed: no state label, no watermark.
    expect(text).not.toContain('مسودة');
  });

  it('renders an English draft with its label, the items by sequence and the net in words', async () => {
    const { pages } = await pdfText(renderPayslipPdf(payslip({ state: PayslipState.Draft }), english));
    expect(pages).toHaveLength(1);
    const text = textOf(pages[0] ?? []);
    for (const phrase of [
      'Acme Trading',
      'Payslip',
      'Ahmad Salem',
      'Senior accountant',
      'Finance',
      'Draft',
      'one thousand two hundred fifty US dollars and fifty cents',
      'Period 2026/10/01 – 2026/10/31',
      'Payslip no. PS-2026-000042',
      'Basic salary Basic 1,000.00 USD',
      'Gross pay 1,350.50 USD',
      'Deductions 100.00 USD',
      'Net pay 1,250.50 USD',
    ])
      expect(text).toContain(phrase);
    const order = [
      'Basic salary',
      'Housing allowance',
      'Transport allowance',
      'Social insurance',
      'Net salary',
    ];
    const positions = order.map((name) => text.indexOf(name));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('labels a cancelled payslip and prints its reason', async () => {
    const pdf = renderPayslipPdf(
      payslip({ state: PayslipState.Cancelled, cancellationReason: 'Wrong period' }),
      english,
    );
    const text = (await pdfText(pdf)).pages.flat().join('\n');
    expect(text).toContain('Cancelled');
    expect(text).toContain('Wrong period');
    const arabicText = (
      await pdfText(renderPayslipPdf(payslip({ state: PayslipState.Cancelled }), arabic))
    ).pages
      .flat()
      .join('\n');
    expect(arabicText).toContain('ملغاة');
  });

  it('prints Typst markup in the data as text: no template injection', async () => {
    const name = '#panic("x") *bold* _it_ $x^2$ <label> @ref [x] // no comment';
    const pdf = renderPayslipPdf(
      payslip({ employeeFullName: name, departmentName: '#let x = 1', jobTitleName: '`raw` = Heading' }),
      english,
    );
    const text = (await pdfText(pdf)).pages.flat().join('\n');
    expect(text).toContain(normaliseText(name));
    expect(text).toContain('#let x = 1');
    expect(text).toContain('`raw` = Heading');
  });

  it('renders a run as one PDF with a page per payslip, in the order given', async () => {
    const names = ['Sara Haddad', 'Omar Khalil', 'Lina Nasser', 'Yusuf Amin'];
    const pdf = renderPayslipsPdf(
      names.map((employeeFullName, i) =>
        payslip({ employeeFullName, id: `0193a5b2-7c4d-7e8f-9a0b-00000000000${i}` }),
      ),
      english,
    );
    const { pages } = await pdfText(pdf);
    expect(pages).toHaveLength(names.length);
    pages.forEach((page, i) => {
      expect(page.join('\n')).toContain(names[i]);
    });
    // A run's file is untagged (smaller): its Arabic text still reads in order.
    const arabicRun = await pdfText(renderPayslipsPdf([arabicPayslip, arabicPayslip], arabic));
    expect(arabicRun.pages).toHaveLength(2);
    for (const page of arabicRun.pages) {
      expect(textOf(page)).toContain('الموظف أحمد بن سالم العتيبي');
      expect(textOf(page)).toContain('ألف ومئتان وخمسون دولارا أمريكيا وخمسون سنتا');
    }
    expect((await pdfText(renderPayslipsPdf([], english))).pages.length).toBeLessThanOrEqual(1);
  });

  it('formats amounts with the currency places, exactly', () => {
    expect(formatAmount('1250.5', 2)).toBe('1,250.50');
    expect(formatAmount('1234567.125', 3)).toBe('1,234,567.125');
    expect(formatAmount('1250.50', 0)).toBe('1,251');
    expect(formatAmount('-1000', 2)).toBe('-1,000.00');
    expect(formatAmount('9999999999999999.99', 2)).toBe('9,999,999,999,999,999.99');
    expect(formatAmount('0.005', 2)).toBe('0.01');
  });
});
