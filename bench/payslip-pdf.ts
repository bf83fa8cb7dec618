/**
 * npx tsx bench/payslip-pdf.ts : the payslip PDF renderer alone (Typst, no HTTP, no database). Prints
 * the time of one payslip and of a run of 100 payslips in one PDF (a page each), cold (a fresh process:
 * the compiler made, the fonts parsed, nothing memoised) and warm (the same compiler, new data each time,
 * as a server serves downloads), in Arabic and English, with the PDF sizes and the process's peak memory.
 * Last, 3,000 Arabic pages through the child-process renderer (payslip-pdf-process.ts), with this process's
 * memory before and after. BENCH_ROUNDS=n changes the warm rounds (default 20 single payslips, 5 runs).
 */
import { execFileSync } from 'node:child_process';
import { PayslipState } from '@hr/contracts';
import {
  type PayslipPdfContext,
  type PayslipPdfData,
  renderPayslipPdf,
  renderPayslipsPdf,
} from '../apps/server/src/modules/payroll/pdf/payslip-pdf.ts';
import { createPayslipPdfProcess } from '../apps/server/src/modules/payroll/pdf/payslip-pdf-process.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);

const contexts: Record<'en' | 'ar', PayslipPdfContext> = {
  en: {
    language: 'en',
    tenantName: 'Acme Trading',
    currency: { code: 'USD', decimalPlaces: 2, unitLabel: 'US dollar', subUnitLabel: 'cent' },
  },
  ar: {
    language: 'ar',
    tenantName: 'شركة أكمي للتجارة',
    currency: { code: 'USD', decimalPlaces: 2, unitLabel: 'دولار أمريكي', subUnitLabel: 'سنت' },
  },
};

const names = {
  en: [
    'Basic salary',
    'Housing allowance',
    'Transport allowance',
    'Overtime',
    'Reward',
    'Gross',
    'Absence',
    'Penalty',
    'Social insurance',
    'Net salary',
  ],
  ar: [
    'الراتب الأساسي',
    'بدل السكن',
    'بدل النقل',
    'العمل الإضافي',
    'المكافآت',
    'الإجمالي',
    'الغياب',
    'الجزاءات',
    'التأمينات الاجتماعية',
    'صافي الراتب',
  ],
};
const people = {
  en: ['Sara Haddad', 'Omar Khalil', 'Lina Nasser', 'Yusuf Amin', 'Mona Farouk'],
  ar: ['سارة حداد', 'عمر خليل', 'لينا ناصر', 'يوسف أمين', 'منى فاروق'],
};

let serial = 0;
/** A payslip of 10 lines whose name and amounts differ from every other one (nothing memoised helps). */
function payslip(language: 'en' | 'ar'): PayslipPdfData {
  const n = serial++;
  const basic = 800 + (n % 997);
  const cents = String(n % 100).padStart(2, '0');
  const amounts = [
    basic,
    basic / 4,
    50,
    n % 7,
    n % 3,
    basic * 1.25 + 50,
    n % 5,
    n % 11,
    basic * 0.07,
    basic * 1.18,
  ];
  return {
    id: `0193a5b2-7c4d-7e8f-9a0b-${n.toString(16).padStart(12, '0')}`,
    number: `PS-2026-${String(n).padStart(6, '0')}`,
    employeeFullName: `${people[language][n % 5]} ${n}`,
    departmentName: language === 'ar' ? 'الإدارة المالية' : 'Finance',
    jobTitleName: language === 'ar' ? 'محاسب' : 'Accountant',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    state: n % 2 ? PayslipState.Confirmed : PayslipState.Draft,
    currencyCode: 'USD',
    gross: `${Math.floor(basic * 1.25 + 50)}.${cents}`,
    deductions: `${Math.floor(basic * 0.07)}.00`,
    net: `${Math.floor(basic * 1.18)}.${cents}`,
    payslipItems: names[language].map((name, i) => ({
      sequence: i + 1,
      code: `R${i}`,
      name,
      categoryCode: 'C',
      categoryName: name.split(' ')[0] ?? name,
      amount: `${Math.floor(amounts[i] ?? 0)}.${cents}`,
      explanation: { condition: null, valueBasedOn: 0, formula: null, fixedAmount: null, variables: [] },
    })),
    cancellationReason: null,
  };
}

const ms = (from: number) => performance.now() - from;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

/** In a child process: the first render of this process, timed from before the compiler exists. */
function cold(kind: 'one' | 'run', language: 'en' | 'ar') {
  const started = performance.now();
  const pdf =
    kind === 'one'
      ? renderPayslipPdf(payslip(language), contexts[language])
      : renderPayslipsPdf(
          Array.from({ length: 100 }, () => payslip(language)),
          contexts[language],
        );
  console.log(JSON.stringify({ ms: ms(started), bytes: pdf.length }));
}

function coldInChild(kind: 'one' | 'run', language: 'en' | 'ar'): { ms: number; bytes: number } {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, process.argv[1] as string, 'cold', kind, language],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').pop() as string);
}

function warm(language: 'en' | 'ar') {
  renderPayslipPdf(payslip(language), contexts[language]);
  renderPayslipsPdf(
    Array.from({ length: 100 }, () => payslip(language)),
    contexts[language],
  );
  const one: number[] = [];
  let oneBytes = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    oneBytes = renderPayslipPdf(payslip(language), contexts[language]).length;
    one.push(ms(started));
  }
  const run: number[] = [];
  let runBytes = 0;
  for (let i = 0; i < Math.max(1, Math.round(rounds / 4)); i++) {
    const batch = Array.from({ length: 100 }, () => payslip(language));
    const started = performance.now();
    runBytes = renderPayslipsPdf(batch, contexts[language]).length;
    run.push(ms(started));
  }
  return { one: median(one), oneBytes, run: median(run), runBytes };
}

/** 3,000 Arabic pages (30 runs of 100) through the child process replaced every 1,000 pages. */
async function inChildProcess() {
  const renderer = createPayslipPdfProcess({ maxPages: 1000 });
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  for (let i = 0; i < 30; i++)
    await renderer.renderRun(
      Array.from({ length: 100 }, () => payslip('ar')),
      contexts.ar,
    );
  const elapsed = ms(started);
  await renderer.close();
  console.log(
    `\nin a child process (replaced every 1,000 pages): 3,000 Arabic pages in ${(elapsed / 1000).toFixed(1)} s, ` +
      `${renderer.started} children, this process's memory ${Math.round(rssBefore / 1e6)} -> ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
  );
}

async function main() {
  console.log(
    `Payslip PDF (Typst), Node.js ${process.version}; warm figures are medians of ${rounds} single payslips and ${Math.max(1, Math.round(rounds / 4))} runs\n`,
  );
  console.log(
    '| language | one payslip cold | one payslip warm | 100 payslips cold | 100 payslips warm | per page warm | size (1 / 100) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const language of ['ar', 'en'] as const) {
    const coldOne = coldInChild('one', language);
    const coldRun = coldInChild('run', language);
    const w = warm(language);
    console.log(
      `| ${language} | ${coldOne.ms.toFixed(0)} ms | ${w.one.toFixed(1)} ms | ${coldRun.ms.toFixed(0)} ms | ${w.run.toFixed(0)} ms | ${(w.run / 100).toFixed(1)} ms | ${kb(w.oneBytes)} / ${kb(w.runBytes)} |`,
    );
  }
  console.log(
    `\npeak resident memory of the warm process: ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  );
  await inChildProcess();
}

if (process.argv[2] === 'cold') cold(process.argv[3] as 'one' | 'run', process.argv[4] as 'en' | 'ar');
else await main();
