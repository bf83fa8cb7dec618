import {
  type FormulaValueType,
  formulaLimits,
  formulaValueTypes,
  formulaVariables,
  type LocalizedText,
} from '@hr/contracts';
import type { ASTNode } from '@marcbachmann/cel-js';
import { celTypes, environment, functionNames } from './environment.ts';
import type { FormulaContext } from './inputs.ts';
import { Dec, parseDay } from './values.ts';

export type FormulaKind = 'condition' | 'value';

/** Why a formula cannot be saved, in English and Arabic; position: 0-based character offset. */
export interface FormulaProblem {
  message: string;
  messageAr: string;
  position?: number;
}

/** A formula ready to run: compiled and type-checked once, evaluated for every employee. */
export interface CompiledFormula {
  source: string;
  kind: FormulaKind;
  run(context: FormulaContext): unknown;
  /** The rule codes it reads as rules.CODE, and the category codes as categories.CODE. */
  rules: string[];
  categories: string[];
}

class Refused extends Error {
  constructor(
    readonly problem: FormulaProblem,
    node?: { start: number },
  ) {
    super(problem.message);
    if (node && problem.position === undefined) problem.position = node.start;
  }
}

const refuse = (message: string, messageAr: string, node?: { start: number }) =>
  new Refused({ message, messageAr }, node);

/** The values of the text variables (GENDER, ...), to refuse `GENDER == "male"` at save. */
const textValues = new Map(
  formulaVariables.flatMap((v) => (v.values ? [[v.name, v.values as readonly string[]] as const] : [])),
);

const structural = new Set([
  '?:',
  '||',
  '&&',
  '!_',
  '-_',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '<=',
  '>',
  '>=',
  '==',
  '!=',
]);

const notAllowed: Record<string, [string, string]> = {
  '[]': [
    'Brackets are not allowed; write rules.CODE or categories.CODE',
    'الأقواس المربعة غير مسموحة؛ اكتب rules.CODE أو categories.CODE',
  ],
  '[?]': [
    'Brackets are not allowed; write rules.CODE or categories.CODE',
    'الأقواس المربعة غير مسموحة؛ اكتب rules.CODE أو categories.CODE',
  ],
  '.?': ['Optional fields (.?) are not allowed', 'الحقول الاختيارية (.?) غير مسموحة'],
  list: ['Lists are not allowed in a formula', 'القوائم غير مسموحة في الصيغة'],
  map: ['Maps are not allowed in a formula', 'الخرائط غير مسموحة في الصيغة'],
  in: [
    '"in" is not allowed; compare with == and combine with ||',
    '"in" غير مسموحة؛ قارن باستخدام == واجمع باستخدام ||',
  ],
};

/** A rule or category code, as the salary rule contracts accept it. */
const codePattern = /^[A-Za-z][A-Za-z0-9_]*$/;
const maxExponent = new Dec(formulaLimits.maxMagnitude).e;

interface Found {
  rules: Set<string>;
  categories: Set<string>;
  /** The plain variables read (BASIC, WORKED_DAYS...), for a payslip line's explanation. */
  variables: Set<string>;
}

/**
 * Walks the parsed formula once, before it is type-checked: every number becomes an exact decimal
 * (its text as written, so `0.1` is 0.1 and not the nearest binary float), and anything beyond the
 * small language of the catalogue is refused: methods, macros, lists, maps, brackets, `in`, unlisted
 * functions, and a dot anywhere but in rules.CODE and categories.CODE.
 */
function prepare(node: ASTNode, found: Found): void {
  switch (node.op) {
    case 'value': {
      const v = node.args;
      if (typeof v === 'number' || typeof v === 'bigint') {
        const written = node.input.slice(node.start, node.end);
        const d = new Dec(typeof v === 'bigint' ? v.toString() : written);
        if (d.e >= maxExponent)
          throw refuse(
            'Numbers in a formula are below 1,000,000,000,000,000',
            'الأرقام في الصيغة أصغر من 1,000,000,000,000,000',
            node,
          );
        (node as { args: unknown }).args = d;
      } else if (typeof v !== 'string' && typeof v !== 'boolean' && !(v instanceof Dec)) {
        throw refuse(
          'Only numbers, texts in quotes, true and false can be written in a formula',
          'لا يُكتب في الصيغة إلا الأرقام والنصوص بين علامتي تنصيص وtrue وfalse',
          node,
        );
      }
      return;
    }
    case 'id':
      if (node.args === 'rules' || node.args === 'categories')
        throw refuse(
          `Write ${node.args}.CODE with the code of a rule or category`,
          `اكتب ${node.args}.CODE مع رمز قاعدة أو فئة`,
          node,
        );
      found.variables.add(node.args);
      return;
    case '.': {
      const [target, field] = node.args;
      const dot = { start: target.end };
      if (target.op !== 'id' || (target.args !== 'rules' && target.args !== 'categories'))
        throw refuse(
          'A dot is only allowed in rules.CODE and categories.CODE',
          'لا تُستخدم النقطة إلا في rules.CODE وcategories.CODE',
          dot,
        );
      if (!codePattern.test(field))
        throw refuse(
          `${field} is not a code: a code starts with a letter, then letters, digits or _`,
          `${field} ليس رمزًا: يبدأ الرمز بحرف تليه حروف أو أرقام أو _`,
          dot,
        );
      found[target.args].add(field);
      return;
    }
    case 'call': {
      const [name, args] = node.args;
      if (!functionNames.has(name))
        throw refuse(
          `Unknown function ${name}(); use ${[...functionNames].join(', ')}`,
          `الدالة ${name}() غير معروفة؛ استخدم ${[...functionNames].join('، ')}`,
          node,
        );
      if (name === 'date') {
        const arg = args[0];
        if (args.length !== 1 || arg?.op !== 'value' || typeof arg.args !== 'string' || !parseDay(arg.args))
          throw refuse(
            'date() takes a fixed date in quotes, written year-month-day: date("2025-01-31")',
            'تأخذ date() تاريخًا ثابتًا بين علامتي تنصيص بالشكل سنة-شهر-يوم: date("2025-01-31")',
            node,
          );
      }
      for (const a of args) prepare(a, found);
      return;
    }
    case 'rcall':
      throw refuse(
        `Methods such as .${node.args[0]}() are not allowed; use the listed functions`,
        `الطرائق مثل .${node.args[0]}() غير مسموحة؛ استخدم الدوال المدرجة`,
        node,
      );
    default:
      if (!structural.has(node.op)) {
        const [message, messageAr] = notAllowed[node.op] ?? [
          `"${node.op}" is not allowed in a formula`,
          `"${node.op}" غير مسموح في الصيغة`,
        ];
        throw refuse(message, messageAr, node);
      }
      if (node.op === '==' || node.op === '!=') checkTextComparison(node.args);
      if (Array.isArray(node.args)) for (const a of node.args as ASTNode[]) prepare(a, found);
      else prepare(node.args as ASTNode, found);
  }
}

function checkTextComparison([left, right]: [ASTNode, ASTNode]): void {
  for (const [variable, literal] of [
    [left, right],
    [right, left],
  ] as const) {
    const values = variable.op === 'id' ? textValues.get(variable.args) : undefined;
    if (!values || literal.op !== 'value' || typeof literal.args !== 'string') continue;
    if (!values.includes(literal.args)) {
      const list = values.map((v) => `"${v}"`).join(', ');
      throw refuse(
        `${variable.args} is one of ${list}, never "${literal.args}"`,
        `قيمة ${variable.args} إحدى ${list}، ولا تكون "${literal.args}" أبدًا`,
        literal,
      );
    }
  }
}

/** Arabic for the engine's other messages we know; the English summary stays beside it. */
const engineMessagesAr: Record<string, string> = {
  unknown_variable: 'متغير غير معروف',
  no_such_key: 'لا يوجد حقل بهذا الاسم',
  no_matching_overload: 'العملية أو الدالة لا تقبل هذه الأنواع من القيم',
  unexpected_token: 'رمز في غير موضعه',
  unexpected_character: 'محرف غير متوقع',
  limit_exceeded: 'الصيغة متداخلة أو طويلة أكثر من المسموح',
  reserved_identifier: 'اسم محجوز',
  invalid_number: 'رقم غير صالح',
};

/** The engine's names of signs, as written in a formula. */
const signs: Record<string, string> = {
  RPAREN: ')',
  LPAREN: '(',
  RBRACKET: ']',
  LBRACKET: '[',
  COMMA: ',',
  COLON: ':',
  QUESTION: '?',
  DOT: '.',
  PLUS: '+',
  MINUS: '-',
  MULTIPLY: '*',
  DIVIDE: '/',
  MODULO: '%',
};
/** The engine's other token names, as words. */
const words: Record<string, LocalizedText> = {
  IDENTIFIER: { en: 'a name', ar: 'اسم' },
  NUMBER: { en: 'a number', ar: 'رقم' },
  STRING: { en: 'a text', ar: 'نص' },
  EOF: { en: 'the end of the formula', ar: 'نهاية الصيغة' },
};
/** A token as a payroll officer reads it: a sign quoted (`")"`, `«)»`), or a word. */
function token(name: string): LocalizedText {
  const word = words[name];
  if (word) return word;
  const sign = signs[name] ?? name;
  return { en: `"${sign}"`, ar: `«${sign}»` };
}
/** A token as a sentence's subject: 'A ")"' for a sign, 'A name' for a word. */
const missing = (t: LocalizedText) =>
  t.en.startsWith('"') ? `A ${t.en}` : `${t.en.charAt(0).toUpperCase()}${t.en.slice(1)}`;

/**
 * The engine's messages a payroll officer meets most, said in both languages as they would say them (the
 * parser's "Expected RPAREN, got EOF" is "A ")" is missing at the end of the formula"); null for others.
 */
function plainProblem(summary: string): LocalizedText | null {
  let m = /^Expected (\w+), got (\w+)$/.exec(summary);
  if (m) {
    const [want, got] = [token(m[1] ?? ''), token(m[2] ?? '')];
    return m[2] === 'EOF'
      ? { en: `${missing(want)} is missing at the end of the formula`, ar: `ينقص ${want.ar} في آخر الصيغة` }
      : { en: `${missing(want)} is missing before ${got.en}`, ar: `ينقص ${want.ar} قبل ${got.ar}` };
  }
  m = /^Unexpected token: (\w+)$/.exec(summary);
  if (m)
    return m[1] === 'EOF'
      ? {
          en: 'The formula ends too early: something is missing after its last sign',
          ar: 'تنتهي الصيغة قبل أن تكتمل: ينقص شيء بعد آخر رمز فيها',
        }
      : {
          en: `${token(m[1] ?? '').en} is out of place here`,
          ar: `${token(m[1] ?? '').ar} في غير موضعه هنا`,
        };
  m = /^Unexpected character: '?(.+?)'?$/.exec(summary);
  if (m)
    return {
      en: `"${m[1]}" cannot stand here (is a sign missing before it?)`,
      ar: `لا يصح «${m[1]}» في هذا الموضع (هل ينقص رمز قبله؟)`,
    };
  m = /^Reserved identifier: (\S+)$/.exec(summary);
  if (m)
    return {
      en: `"${m[1]}" is a reserved word: it names nothing in a formula`,
      ar: `«${m[1]}» كلمة محجوزة: لا تدل على شيء في الصيغة`,
    };
  m = /^Unknown variable: (\S+)$/.exec(summary);
  if (m)
    return {
      en: `Unknown variable: ${m[1]} (a rule or a category is written rules.CODE or categories.CODE)`,
      ar: `متغير غير معروف: ${m[1]} (تُكتب القاعدة rules.CODE والفئة categories.CODE)`,
    };
  m = /^found no matching overload for '(\w+)\((.*)\)'$/.exec(summary);
  if (m) {
    const args = (m[2] ?? '').split(',').map((a) => typeText(a.trim()));
    const list = (language: 'en' | 'ar') =>
      args.length ? args.map((a) => a[language]).join(language === 'en' ? ', ' : '، ') : '—';
    return {
      en: `${m[1]}() does not take these values: ${list('en')}`,
      ar: `لا تقبل الدالة ${m[1]}() هذه القيم: ${list('ar')}`,
    };
  }
  m = /^no such overload: (\w+) (\S+) (\w+)$/.exec(summary);
  if (m) {
    const [left, right] = [typeText(m[1] ?? ''), typeText(m[3] ?? '')];
    return {
      en: `"${m[2]}" does not take ${left.en} and ${right.en}`,
      ar: `لا يقبل «${m[2]}» القيمتين: ${left.ar} و${right.ar}`,
    };
  }
  return null;
}

function engineProblem(error: unknown): FormulaProblem {
  const e = error as { code?: string; summary?: string; message?: string; range?: { start: number } };
  const message = e.summary ?? e.message ?? String(error);
  const plain = plainProblem(message);
  if (plain) return { message: plain.en, messageAr: plain.ar, position: e.range?.start };
  const ar = e.code ? engineMessagesAr[e.code] : undefined;
  return { message, messageAr: ar ? `${ar}: ${message}` : message, position: e.range?.start };
}

/** The catalogue's names of the types a formula can give, by CEL type. */
const typeNames: Record<string, LocalizedText> = Object.fromEntries(
  Object.entries(celTypes).map(([type, cel]) => [cel, formulaValueTypes[type as FormulaValueType]]),
);
const typeText = (cel: string): LocalizedText => typeNames[cel] ?? { en: cel, ar: cel };

const expected = {
  condition: {
    type: 'bool',
    message: 'A condition must give true or false',
    messageAr: 'يجب أن يعطي الشرط true أو false',
  },
  value: {
    type: 'decimal',
    message: 'A value must give a number',
    messageAr: 'يجب أن تعطي القيمة رقمًا',
  },
} as const;

/** Compiles and type-checks one formula, or says why it cannot be saved. */
export function compileFormula(source: string, kind: FormulaKind): CompiledFormula | FormulaProblem {
  if (typeof source !== 'string' || source.trim() === '')
    return { message: 'The formula is empty', messageAr: 'الصيغة فارغة', position: 0 };
  if (source.length > formulaLimits.maxLength)
    return {
      message: `A formula has at most ${formulaLimits.maxLength} characters`,
      messageAr: `لا تتجاوز الصيغة ${formulaLimits.maxLength} محرفًا`,
      position: formulaLimits.maxLength,
    };
  let parsed: ReturnType<typeof environment.parse>;
  const found: Found = { rules: new Set(), categories: new Set(), variables: new Set() };
  try {
    parsed = environment.parse(source);
    prepare(parsed.ast, found);
  } catch (error) {
    return error instanceof Refused ? error.problem : engineProblem(error);
  }
  const checked = parsed.check();
  if (!checked.valid) return engineProblem(checked.error);
  const want = expected[kind];
  if (checked.type !== want.type) {
    const given = typeNames[checked.type ?? ''] ?? { en: checked.type ?? '?', ar: checked.type ?? '?' };
    return {
      message: `${want.message}; this one gives: ${given.en}`,
      messageAr: `${want.messageAr}؛ وهذه الصيغة تعطي: ${given.ar}`,
      position: 0,
    };
  }
  return { source, kind, run: parsed, rules: [...found.rules], categories: [...found.categories] };
}

export const isProblem = (c: CompiledFormula | FormulaProblem): c is FormulaProblem => 'message' in c;

/** Compile and type-check one formula as it is saved; null when it is fine. */
export function checkFormula(source: string, kind: FormulaKind): FormulaProblem | null {
  const c = compileFormula(source, kind);
  return isProblem(c) ? c : null;
}

/**
 * What each formula source refers to, kept: a payroll run explains the same few formulas on thousands of
 * payslips, and parsing is most of the cost. Bounded: emptied when it holds `maxKeptReferences`.
 */
const keptReferences = new Map<string, Found>();
const maxKeptReferences = 2_000;

function references(source: string): Found {
  const kept = keptReferences.get(source);
  if (kept) return kept;
  const found = parseReferences(source);
  if (keptReferences.size >= maxKeptReferences) keptReferences.clear();
  keptReferences.set(source, found);
  return found;
}

function parseReferences(source: string): Found {
  const found: Found = { rules: new Set(), categories: new Set(), variables: new Set() };
  try {
    if (typeof source === 'string' && source.length <= formulaLimits.maxLength)
      prepare(environment.parse(source).ast, found);
  } catch {
    // A formula with a problem names what it named before the problem; checkFormula reports it.
  }
  return found;
}

/** The rule codes a formula refers to as rules.CODE (for the structure's order check). */
export const referencedRules = (source: string): string[] => [...references(source).rules];

/** The category codes a formula refers to as categories.CODE. */
export const referencedCategories = (source: string): string[] => [...references(source).categories];

/** The plain variables a formula reads (BASIC, WORKED_DAYS, ...), in the order first written. */
export const referencedVariables = (source: string): string[] => [...references(source).variables];
