import { type FormulaValueType, formulaLimits, formulaVariables } from '@hr/contracts';
import { Environment } from '@marcbachmann/cel-js';
import { bounded, CalendarDay, Dec, divide, FormulaFault, parseDay, remainder } from './values.ts';

/**
 * The one CEL environment every formula is compiled in (built once; compiling and evaluating do not
 * change it). It declares the catalogue's variables with their types, the `decimal` and `date` types
 * with their operators, and the functions of `formulaFunctions`. Nothing else of CEL is reachable: the
 * compiler refuses every call, method, macro, list, map and index that is not listed here.
 */

/** The CEL type of each catalogue type. */
export const celTypes: Record<FormulaValueType, string> = {
  decimal: 'decimal',
  text: 'string',
  date: 'date',
  bool: 'bool',
};

type D = Dec;
type Binary = (a: D, b: D) => unknown;

const arithmetic: Record<string, Binary> = {
  '+': (a, b) => bounded(a.plus(b)),
  '-': (a, b) => bounded(a.minus(b)),
  '*': (a, b) => bounded(a.times(b)),
  '/': divide,
  '%': remainder,
};
const comparisons: Record<string, Binary> = {
  '==': (a, b) => a.eq(b),
  '<': (a, b) => a.lt(b),
  '<=': (a, b) => a.lte(b),
  '>': (a, b) => a.gt(b),
  '>=': (a, b) => a.gte(b),
};

function round(x: D, places: D): D {
  if (!places.isInteger() || places.lt(0) || places.gt(10))
    throw new FormulaFault(
      `round() takes 0 to 10 decimal places, not ${places.toString()}`,
      `تقبل round() من 0 إلى 10 منازل عشرية، وليس ${places.toString()}`,
    );
  return x.toDecimalPlaces(places.toNumber(), Dec.ROUND_HALF_UP);
}

function day(text: string): CalendarDay {
  const d = parseDay(text);
  if (!d)
    throw new FormulaFault(
      `"${text}" is not a date (write 2025-01-31)`,
      `"${text}" ليس تاريخًا (اكتب 2025-01-31)`,
    );
  return d;
}

/** Functions by name, for the compiler's list of what a formula may call. */
export const functionNames = new Set([
  'max',
  'min',
  'round',
  'floor',
  'ceil',
  'abs',
  'date',
  'year',
  'month',
  'day',
  'daysBetween',
]);

function createEnvironment(): Environment {
  const env = new Environment({
    limits: {
      maxAstNodes: formulaLimits.maxNodes,
      maxDepth: formulaLimits.maxDepth,
      maxListElements: 0,
      maxMapEntries: 0,
      maxCallArguments: 2,
    },
  })
    // `fields: {}`: neither type exposes a field (no `BASIC.d`, no `BASIC.constructor`).
    .registerType('decimal', { ctor: Dec, fields: {} })
    .registerType('date', { ctor: CalendarDay, fields: {} });

  for (const v of formulaVariables) {
    if (v.group !== 'results') env.registerVariable(v.name, celTypes[v.type], { description: v.en });
  }
  env.registerVariable('rules', 'map<string, decimal>');
  env.registerVariable('categories', 'map<string, decimal>');

  for (const [op, fn] of Object.entries(arithmetic)) env.registerOperator(`decimal ${op} decimal`, fn);
  env.registerOperator('-decimal', (a: D) => a.neg());
  for (const [op, fn] of Object.entries(comparisons)) env.registerOperator(`decimal ${op} decimal`, fn);
  const days: Record<string, (a: CalendarDay, b: CalendarDay) => boolean> = {
    '==': (a, b) => a.epochDay === b.epochDay,
    '<': (a, b) => a.epochDay < b.epochDay,
    '<=': (a, b) => a.epochDay <= b.epochDay,
    '>': (a, b) => a.epochDay > b.epochDay,
    '>=': (a, b) => a.epochDay >= b.epochDay,
  };
  for (const [op, fn] of Object.entries(days)) env.registerOperator(`date ${op} date`, fn);

  return env
    .registerFunction('max(decimal, decimal): decimal', (a: D, b: D) => (a.gte(b) ? a : b))
    .registerFunction('min(decimal, decimal): decimal', (a: D, b: D) => (a.lte(b) ? a : b))
    .registerFunction('round(decimal, decimal): decimal', round)
    .registerFunction('round(decimal): decimal', (x: D) => x.toDecimalPlaces(0, Dec.ROUND_HALF_UP))
    .registerFunction('floor(decimal): decimal', (x: D) => x.floor())
    .registerFunction('ceil(decimal): decimal', (x: D) => x.ceil())
    .registerFunction('abs(decimal): decimal', (x: D) => x.abs())
    .registerFunction('date(string): date', day)
    .registerFunction('year(date): decimal', (d: CalendarDay) => new Dec(d.date.getUTCFullYear()))
    .registerFunction('month(date): decimal', (d: CalendarDay) => new Dec(d.date.getUTCMonth() + 1))
    .registerFunction('day(date): decimal', (d: CalendarDay) => new Dec(d.date.getUTCDate()))
    .registerFunction(
      'daysBetween(date, date): decimal',
      (a: CalendarDay, b: CalendarDay) => new Dec(b.epochDay - a.epochDay),
    );
}

export const environment = createEnvironment();
