/**
 * npm run bench:formula : the payroll formula engine alone (no HTTP, no database). A structure of 20
 * rules a payroll officer recognises (basic, allowances, overtime, absence, leave, penalties, rewards,
 * seniority, social insurance, a progressive tax, gross and net; 19 of them formulas, conditions on 10)
 * is compiled once, then evaluated for 10,000 employees whose inputs differ (salaries, days, hours,
 * contracts), each payslip in full: inputs turned into decimals, every condition and value run, amounts
 * rounded to 2 places, category totals. Two rounds: the first one cold (the JIT warms up during it), the
 * second warm. Prints the compile time, each round's wall and CPU time, and evaluations per second
 * (a formula evaluation: one condition or value formula run; a rule evaluation: one rule of one payslip).
 * BENCH_EMPLOYEES=n changes the count.
 */
import { Genders, MaritalStatuses } from '@hr/contracts';
import {
  compileStructure,
  evaluateStructure,
  type FormulaInputs,
  type RuleDefinition,
  type StructureResult,
} from '../apps/server/src/modules/payroll/formula/index.ts';

const employees = Number(process.env.BENCH_EMPLOYEES ?? 10_000);

const r = (
  code: string,
  categoryCode: string,
  value: string,
  condition: string | null = null,
): RuleDefinition => ({
  code,
  name: code,
  categoryCode,
  isActive: true,
  appearForEmployee: true,
  condition: { basedOn: condition ? 'Code' : 'AlwaysTrue', code: condition },
  value: /^\d+(\.\d+)?$/.test(value)
    ? { basedOn: 'FixedAmount', fixedAmount: value, code: null }
    : { basedOn: 'Code', fixedAmount: null, code: value },
});

const rules: RuleDefinition[] = [
  r('BASIC', 'BASIC', 'BASIC / CALENDAR_DAYS * (CALENDAR_DAYS - UNPAID_LEAVE_DAYS)'),
  r('HOUSING', 'ALW', 'rules.BASIC * 0.25'),
  r('TRANSPORT', 'ALW', '50.00'),
  r('MEAL', 'ALW', 'WORKED_DAYS * 3.5'),
  r('FAMILY', 'ALW', 'BASIC * 0.05', 'MARITAL_STATUS == "Married"'),
  r('OVERTIME', 'ALW', 'BASIC / SCHEDULED_HOURS * 1.5 * OVERTIME_HOURS', 'OVERTIME_HOURS > 0'),
  r(
    'SENIORITY',
    'ALW',
    'BASIC * 0.01 * floor(daysBetween(CONTRACT_START, PERIOD_END) / 365)',
    'daysBetween(CONTRACT_START, PERIOD_END) >= 365',
  ),
  r('REWARD', 'ALW', 'REWARD_AMOUNT', 'REWARD_COUNT > 0'),
  r('ATTEND', 'ALW', '25', 'ABSENCE_DAYS == 0 && PENALTY_COUNT == 0'),
  r('PARTTIME', 'ALW', '-(rules.HOUSING * 0.5)', 'CONTRACT_TYPE == "PartTime"'),
  r('ABSENCE', 'DED', '-(BASIC / CALENDAR_DAYS * ABSENCE_DAYS)', 'ABSENCE_DAYS > 0'),
  r(
    'LATE',
    'DED',
    '-(BASIC / SCHEDULED_HOURS * (SCHEDULED_HOURS - WORKED_HOURS - PAID_LEAVE_HOURS))',
    'WORKED_HOURS + PAID_LEAVE_HOURS < SCHEDULED_HOURS',
  ),
  r('PENALTY', 'DED', '-min(PENALTY_AMOUNT, BASIC * 0.1)', 'PENALTY_COUNT > 0'),
  r('SINS', 'DED', '-round(min(rules.BASIC, 3000) * 0.07, 2)'),
  r('GROSS', 'GROSS', 'categories.BASIC + categories.ALW'),
  r('TAXABLE', 'TAXBASE', 'max(rules.GROSS + rules.SINS - 300, 0)'),
  r(
    'TAX',
    'DED',
    '-(min(rules.TAXABLE, 1000) * 0.05 + max(min(rules.TAXABLE - 1000, 2000), 0) * 0.1 + max(rules.TAXABLE - 3000, 0) * 0.15)',
  ),
  r('NET', 'NET', 'categories.GROSS + categories.DED'),
  r('EMPLOYER_SI', 'EMPLOYER', 'round(min(rules.BASIC, 3000) * 0.14, 2)'),
  r('COST', 'COST', 'rules.GROSS + rules.EMPLOYER_SI'),
];

/** A small deterministic generator, so every run computes the same payslips. */
function generator(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

function employeeInputs(count: number): FormulaInputs[] {
  const next = generator(12);
  const types = ['Permanent', 'Temporary', 'FullTime', 'PartTime'] as const;
  return Array.from({ length: count }, () => {
    const absence = next(10) < 7 ? 0 : next(3);
    const paidLeave = next(4) === 0 ? 1 : 0;
    const unpaid = next(20) === 0 ? 2 : 0;
    const worked = 22 - absence - paidLeave - unpaid;
    const penalties = next(8) === 0 ? 1 + next(2) : 0;
    const rewards = next(6) === 0 ? 1 : 0;
    return {
      period: { start: '2026-01-01', end: '2026-01-31' },
      employee: {
        basicSalary: `${500 + next(4500)}.${String(next(100)).padStart(2, '0')}`,
        gender: next(2) ? Genders.values.Male : Genders.values.Female,
        maritalStatus: next(2) ? MaritalStatuses.values.Married : MaritalStatuses.values.Single,
        contractType: types[next(4)] ?? 'Permanent',
        contractStart: `${2010 + next(16)}-${String(1 + next(12)).padStart(2, '0')}-01`,
      },
      inputs: {
        SCHEDULED_DAYS: 22,
        SCHEDULED_HOURS: 176,
        WORKED_DAYS: worked,
        WORKED_HOURS: worked * 8 - next(5),
        ABSENCE_DAYS: absence,
        PAID_LEAVE_DAYS: paidLeave,
        PAID_LEAVE_HOURS: paidLeave * 8,
        UNPAID_LEAVE_DAYS: unpaid,
        UNPAID_LEAVE_HOURS: unpaid * 8,
        OVERTIME_HOURS: next(3) === 0 ? next(20) : 0,
        PENALTY_AMOUNT: `${penalties * 25}.00`,
        PENALTY_COUNT: penalties,
        REWARD_AMOUNT: `${rewards * (50 + next(200))}.00`,
        REWARD_COUNT: rewards,
      },
    };
  });
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const rate = (count: number, millis: number) =>
  `${Math.round((count / millis) * 1000).toLocaleString('en')}/s`;

/** Formula runs of one payslip: each condition formula of an active rule, each value formula of a met one. */
function formulaRuns(result: StructureResult): number {
  let runs = 0;
  result.trace.forEach((t, i) => {
    const rule = rules[i] as RuleDefinition;
    if (rule.condition.basedOn === 'Code') runs++;
    if (t.conditionMet && rule.value.basedOn === 'Code') runs++;
  });
  return runs;
}

const inputs = employeeInputs(employees);

let started = performance.now();
const structure = compileStructure(rules);
const compileMs = performance.now() - started;
console.log(`compiled ${rules.length} rules once in ${ms(compileMs)}`);

for (const round of ['cold', 'warm']) {
  const cpu = process.cpuUsage();
  started = performance.now();
  // Each payslip is read (as a payroll run would write it) and dropped, not kept.
  let runs = 0;
  let net = 0;
  for (const employee of inputs) {
    const result = evaluateStructure(structure, employee, { decimalPlaces: 2 });
    runs += formulaRuns(result);
    net += Number(result.categories.NET);
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `${round}: ${employees.toLocaleString('en')} employees x ${rules.length} rules in ${ms(wall)} wall, ${ms(cpuMs)} CPU; ` +
      `per CPU second: ${rate(employees, cpuMs)} payslips, ${rate(employees * rules.length, cpuMs)} rule evaluations, ` +
      `${rate(runs, cpuMs)} formula evaluations (${runs.toLocaleString('en')} runs); net pay total ${net.toFixed(2)}`,
  );
}
