import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type CurrencyDto,
  displayParam,
  type PayslipDto,
  PayslipState,
  PayslipStates,
  rangeDash,
} from '@hr/contracts';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import Decimal from 'decimal.js';
import { amountInWords } from './amount-words.ts';

/**
 * Payslip PDFs with Typst (issue 19): one payslip, or a payroll run as one file with a page per payslip,
 * in the reader's language. The data travels as one JSON input (`sys.inputs.payload`) that the template
 * reads with `json()`: nothing is written into the markup, so no name can inject Typst code.
 */

export type PdfLanguage = 'en' | 'ar';

export interface PayslipPdfContext {
  language: PdfLanguage;
  /** The tenant's display name, at the top of every page. */
  tenantName: string;
  /**
   * The payslips' currency as finance answers it in the reader's language (`CurrencyDto`: code, decimal
   * places, unit and sub-unit labels, "dollar"/"cent", "دولار"/"سنت"). Its labels write the net in words;
   * a label of more words ("US dollar", "دولار أمريكي") is fine.
   */
  currency: Pick<CurrencyDto, 'code' | 'decimalPlaces' | 'unitLabel' | 'subUnitLabel'>;
}

/** The payslip fields the PDF prints (a `PayslipDto` or a list item with its items). */
export type PayslipPdfData = Pick<
  PayslipDto,
  | 'id'
  | 'number'
  | 'employeeFullName'
  | 'departmentName'
  | 'jobTitleName'
  | 'startDate'
  | 'endDate'
  | 'state'
  | 'currencyCode'
  | 'gross'
  | 'deductions'
  | 'net'
> &
  Partial<Pick<PayslipDto, 'cancellationReason'>> & {
    /** The lines, each `name` already in the reader's language (`linesIn`). */
    payslipItems: ReadonlyArray<Omit<PayslipDto['payslipItems'][number], 'nameEn' | 'nameAr'>>;
  };

const texts = {
  en: {
    title: 'Payslip',
    employee: 'Employee',
    period: 'Period',
    jobTitle: 'Job title',
    department: 'Department',
    currency: 'Currency',
    payslipNumber: 'Payslip no.',
    sequence: '#',
    item: 'Item',
    category: 'Category',
    amount: 'Amount',
    gross: 'Gross pay',
    deductions: 'Deductions',
    net: 'Net pay',
    netInWords: 'Net pay in words',
    cancellationReason: 'Reason for cancellation:',
    runTitle: 'Payslips',
  },
  ar: {
    title: 'قسيمة راتب',
    employee: 'الموظف',
    period: 'الفترة',
    jobTitle: 'المسمى الوظيفي',
    department: 'القسم',
    currency: 'العملة',
    payslipNumber: 'رقم القسيمة',
    sequence: '#',
    item: 'البند',
    category: 'الفئة',
    amount: 'المبلغ',
    gross: 'إجمالي الاستحقاقات',
    deductions: 'الاستقطاعات',
    net: 'صافي الراتب',
    netInWords: 'صافي الراتب بالحروف',
    cancellationReason: 'سبب الإلغاء:',
    runTitle: 'قسائم الرواتب',
  },
} as const;

const stateColors: Record<number, string> = {
  [PayslipState.Draft]: '#1d4ed8',
  [PayslipState.Cancelled]: '#b91c1c',
};

const template = readFileSync(new URL('./payslip.typ', import.meta.url), 'utf8');

/** Amiri (OFL, Khaled Hosny): Arabic and Latin in one family; see docs/decisions.md "Payslip PDFs". */
function fontFiles(): Buffer[] {
  const require = createRequire(import.meta.url);
  return [
    '@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf',
    '@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf',
  ].map((file) => readFileSync(require.resolve(file)));
}

let compiler: NodeCompiler | undefined;

/**
 * One compiler for the process, made on first use: it holds the parsed fonts and Typst's caches, so a
 * warm render costs milliseconds (see docs/scaling.md). Calls are synchronous, so they never interleave.
 */
function typst(): NodeCompiler {
  compiler ??= NodeCompiler.create({ fontArgs: [{ fontBlobs: fontFiles() }] });
  return compiler;
}

/** Loads the fonts and compiles a payslip once, so the first request does not pay for it. */
export function warmUpPayslipPdf(): void {
  renderPayslipPdf(warmUpPayslip, {
    language: 'ar',
    tenantName: '-',
    currency: { code: 'USD', decimalPlaces: 2, unitLabel: 'دولار', subUnitLabel: 'سنت' },
  });
}

/** "1250.5" with 2 places → "1,250.50"; exact decimal arithmetic, half away from zero. */
export function formatAmount(value: string, decimalPlaces: number): string {
  const fixed = new Decimal(value)
    .toDecimalPlaces(decimalPlaces, Decimal.ROUND_HALF_UP)
    .toFixed(decimalPlaces);
  const negative = fixed.startsWith('-');
  const [integer = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

function payslipData(p: PayslipPdfData, context: PayslipPdfContext) {
  const { language, currency } = context;
  const money = (v: string) => formatAmount(v, currency.decimalPlaces);
  const stamped = p.state !== PayslipState.Confirmed;
  return {
    id: p.id,
    number: p.number,
    employeeName: p.employeeFullName,
    jobTitle: p.jobTitleName ?? '—',
    department: p.departmentName ?? '—',
    // As every screen writes them: yyyy/MM/dd, a range with the screens' dash (decisions.md).
    startDate: displayParam(p.startDate),
    endDate: displayParam(p.endDate),
    currencyCode: p.currencyCode,
    stateLabel: stamped ? PayslipStates.label(p.state, language) : null,
    stateColor: stateColors[p.state] ?? '#555555',
    stamp: stamped ? PayslipStates.label(p.state, language) : null,
    // In the structure's order, numbered 1, 2, 3... as a document's lines are: the rules' own sequences skip
    // those that did not apply (the PDF read 1, 2, 3, 7, 8, 10).
    items: [...p.payslipItems]
      .sort((a, b) => a.sequence - b.sequence)
      .map((item, line) => ({
        sequence: String(line + 1),
        name: item.name,
        category: item.categoryName,
        amount: money(item.amount),
      })),
    gross: money(p.gross),
    deductions: money(p.deductions),
    net: money(p.net),
    netInWords: printableWords(
      amountInWords(p.net, {
        language,
        decimalPlaces: currency.decimalPlaces,
        unit: currency.unitLabel,
        subUnit: currency.subUnitLabel,
      }),
    ),
    cancellationReason: p.state === PayslipState.Cancelled ? (p.cancellationReason ?? null) : null,
  };
}

/**
 * The Arabic tanween mark is left out of the printed words ("دولارا", as most typed Arabic writes it):
 * Typst's PDF maps each glyph to one text, and the mark's glyph, placed over many letters, garbles the
 * words of a copy, a search or a screen reader. The alif that carries it stays, so the words read the same.
 */
function printableWords(words: string): string {
  return words.replace(/\u064B/g, '');
}

/**
 * `tagged`: a tagged PDF (structure for screen readers, Typst's default) for one payslip an employee reads;
 * a run's file leaves the tags out, which makes it ten times smaller (2.1 MB against 0.22 MB for 100).
 */
function render(
  payslips: readonly PayslipPdfData[],
  context: PayslipPdfContext,
  title: string,
  tagged: boolean,
): Uint8Array {
  const payload = {
    language: context.language,
    title,
    tenantName: context.tenantName,
    labels: texts[context.language],
    rangeDash,
    payslips: payslips.map((p) => payslipData(p, context)),
  };
  const compiled = typst().compile({
    mainFileContent: template,
    inputs: { payload: JSON.stringify(payload) },
  });
  const document = compiled.result;
  if (compiled.hasError() || !document) {
    const diagnostics = compiled.takeDiagnostics()?.shortDiagnostics ?? [];
    throw new Error(`Payslip PDF: Typst failed: ${JSON.stringify(diagnostics)}`);
  }
  const pdf = new Uint8Array(typst().pdf(document, { pdfTags: tagged }));
  // Typst memoises layouts; every payslip is new data, so drop what the last renders have not reused
  // (as Typst's own watch mode does) and the memory stays flat over a day of downloads.
  typst().evictCache(10);
  return pdf;
}

/** One payslip as a PDF in the reader's language. */
export function renderPayslipPdf(payslip: PayslipPdfData, context: PayslipPdfContext): Uint8Array {
  const t = texts[context.language];
  return render(
    [payslip],
    context,
    `${t.title} · ${payslip.employeeFullName} · ${displayParam(payslip.startDate)}`,
    true,
  );
}

/** A payroll run as one PDF: a page per payslip, in the order given. */
export function renderPayslipsPdf(
  payslips: readonly PayslipPdfData[],
  context: PayslipPdfContext,
): Uint8Array {
  return render(payslips, context, `${texts[context.language].runTitle} · ${context.tenantName}`, false);
}

const warmUpPayslip: PayslipPdfData = {
  id: '00000000-0000-7000-8000-000000000000',
  number: 'PS-2026-000001',
  employeeFullName: 'أحمد Ahmad',
  departmentName: null,
  jobTitleName: null,
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  state: PayslipState.Draft,
  currencyCode: 'USD',
  gross: '1000.00',
  deductions: '0.00',
  net: '1000.00',
  payslipItems: [],
};
