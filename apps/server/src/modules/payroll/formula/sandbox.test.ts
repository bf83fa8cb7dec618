import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formulaLimits } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { checkFormula, type FormulaKind } from './formula.ts';
import { sampleInputs } from './inputs.ts';
import { compileStructure, evaluateStructure, type RuleDefinition } from './structure.ts';

const refused = (source: string, kind: FormulaKind = 'value') => {
  const problem = checkFormula(source, kind);
  expect(problem, source).not.toBeNull();
  return problem?.message ?? '';
};

const rule = (code: string, valueCode: string, conditionCode: string | null = null): RuleDefinition => ({
  code,
  name: code,
  categoryCode: 'ALW',
  isActive: true,
  appearForEmployee: true,
  condition: { basedOn: conditionCode ? 'Code' : 'AlwaysTrue', code: conditionCode },
  value: { basedOn: 'Code', fixedAmount: null, code: valueCode },
});

describe('no way out of the formula language', () => {
  it('refuses prototype access in every spelling', () => {
    expect(refused('__proto__')).toMatch(/is a reserved word/);
    expect(refused('constructor')).toMatch(/Unknown variable/);
    expect(refused('rules.__proto__')).toMatch(/is not a code/);
    expect(refused('rules["__proto__"]')).toMatch(/Brackets are not allowed/);
    expect(refused('categories["constructor"]')).toMatch(/Brackets are not allowed/);
    expect(refused('BASIC.constructor')).toMatch(/A dot is only allowed/);
    expect(refused('BASIC.__proto__')).not.toBe('');
    expect(refused('PERIOD_START.constructor')).toMatch(/A dot is only allowed/);
    expect(refused('GENDER.constructor.constructor("return process")()')).not.toBe('');
    expect(refused('rules')).toMatch(/Write rules.CODE/);
    expect(refused('prototype')).toMatch(/is a reserved word/);
  });

  it('has no eval, Function, process or globals to reach', () => {
    for (const name of [
      'eval("1")',
      'Function("return 1")',
      'process',
      'globalThis',
      'require("fs")',
      'this',
    ]) {
      expect(checkFormula(name, 'value'), name).not.toBeNull();
    }
  });

  it('refuses methods, macros, conversions, lists, maps and in', () => {
    expect(refused('GENDER.size() > 0', 'condition')).not.toBe('');
    expect(refused('"a".startsWith("a")', 'condition')).toMatch(/Methods/);
    expect(refused('has(rules.BASIC)', 'condition')).toMatch(/Unknown function has/);
    expect(refused('int(BASIC)')).toMatch(/Unknown function int/);
    expect(refused('dyn(BASIC)')).toMatch(/Unknown function dyn/);
    expect(refused('[BASIC].exists(x, x > 1)', 'condition')).not.toBe('');
    expect(refused('{"a": BASIC}.a')).not.toBe('');
    expect(refused('GENDER in ["Male"]', 'condition')).not.toBe('');
    expect(refused('null')).toMatch(/Only numbers/);
    expect(refused('b"abc"')).toMatch(/Only numbers/);
    expect(refused('1u')).toMatch(/Only numbers/);
  });

  it('refuses a formula longer than the limit, with no work on it', () => {
    const huge = `BASIC + ${'1 + '.repeat(formulaLimits.maxLength)}1`;
    expect(checkFormula(huge, 'value')).toMatchObject({ position: formulaLimits.maxLength });
    expect(checkFormula(`"${'x'.repeat(10_000_000)}" == GENDER`, 'condition')?.message).toMatch(
      /at most 2000/,
    );
  });

  it('refuses deep nesting and too many parts', () => {
    expect(refused(`${'('.repeat(200)}BASIC${')'.repeat(200)}`)).toMatch(/Exceeded maxDepth/);
    expect(refused(`${'max(1, '.repeat(40)}1${')'.repeat(40)}`)).toMatch(/Exceeded maxDepth/);
    expect(refused(`${'-'.repeat(600)}BASIC`)).toMatch(/Exceeded max/);
    expect(refused(Array.from({ length: 300 }, () => '1').join('+'))).toMatch(/Exceeded maxAstNodes/);
    expect(checkFormula(`${'('.repeat(20)}BASIC${')'.repeat(20)}`, 'value')).toBeNull();
  });

  it('keeps texts as long as the formula at most: no way to grow them', () => {
    // No repeat, no join, no bind: a text is at most what is written.
    expect(refused('"ab" * 1000000', 'value')).not.toBe('');
    expect(checkFormula('GENDER + GENDER + GENDER == "MaleMaleMale"', 'condition')).toBeNull();
  });

  it('refuses numbers that are an overflow already as written', () => {
    expect(refused('9223372036854775807 * 2')).toMatch(/below 1,000,000,000,000,000/);
    expect(refused('1e400')).not.toBe('');
    expect(refused('0x7fffffffffffffff')).toMatch(/below/);
  });

  it('turns division by zero and overflow into an evaluation error naming the rule', () => {
    const cases = [
      ['BASIC / (WORKED_DAYS - 20)', /division by zero/],
      ['BASIC % 0', /division by zero/],
      ['BASIC * 999999999999', /overflow/],
      ['BASIC * 99999999999 * 99999999999', /overflow/],
      ['round(BASIC, 11)', /0 to 10 decimal places/],
    ] as const;
    for (const [source, reason] of cases) {
      const s = compileStructure([rule('BOOM', source)]);
      let error: unknown;
      try {
        evaluateStructure(s, sampleInputs(), { decimalPlaces: 2 });
      } catch (e) {
        error = e;
      }
      expect(error, source).toMatchObject({
        code: 'Payroll:FormulaEvaluationFailed',
        status: 422,
        params: { rule: 'BOOM (BOOM)', reason: expect.stringMatching(reason) },
      });
    }
  });

  it('builds no code from text: the engine has no eval, Function or vm', () => {
    const dir = import.meta.dirname;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/\beval\(|new Function|\bFunction\(|node:vm|from 'vm'/);
    }
  });
});
