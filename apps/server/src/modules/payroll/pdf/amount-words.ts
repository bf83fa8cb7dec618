import Decimal from 'decimal.js';

/**
 * An amount of money in words, in English or Arabic, as a payslip or a cheque writes it:
 * "one thousand two hundred fifty US dollars and fifty cents",
 * "ألف ومئتان وخمسون دولارًا أمريكيًا وخمسون سنتًا".
 *
 * The amount is a decimal string (never a float); the currency's unit and sub-unit come as their singular
 * labels (finance's `unitLabel`/`subUnitLabel`, "dollar"/"cent", "دولار"/"سنت") and the other forms are
 * derived: English plurals (with the irregular ones of the currencies in use), and the Arabic dual,
 * plural, accusative (tamyiz) and gender that Arabic counting needs. Any form can be given instead.
 */

export type WordsLanguage = 'en' | 'ar';

/** The forms of an English unit: "dollar"/"dollars", "penny"/"pence". */
export interface EnglishNoun {
  singular: string;
  plural: string;
}

/**
 * The forms of an Arabic counted noun. With 1 the singular and "واحد": "دولار واحد"; with 2 the dual
 * "دولاران"; 3..10 the plural "ثلاثة دولارات"; 11..99 the accusative singular "خمسون دولارًا"; a round
 * hundred or thousand the genitive singular "مئة دولار". Feminine nouns ("هللة", "ليرة") take the
 * masculine numbers 3..10 ("ثلاث هللات") and "واحدة", "اثنتان".
 */
export interface ArabicNoun {
  singular: string;
  dual: string;
  /** The dual before a noun it governs (idafa): "ألفا دولار", "مليونا دولار". */
  dualConstruct: string;
  plural: string;
  accusative: string;
  feminine: boolean;
}

export interface AmountWordsOptions {
  language: WordsLanguage;
  /** The currency's minor-unit digits (ISO 4217): 2 for USD, 3 for KWD, 0 for JPY. */
  decimalPlaces: number;
  /** The unit's singular label in `language`, or all its forms. */
  unit: string | EnglishNoun | ArabicNoun;
  /**
   * The sub-unit's singular label in `language` (or its forms); null, or a fraction label such as "1/100"
   * (finance's fallback), writes the fraction as "50/100".
   */
  subUnit: string | EnglishNoun | ArabicNoun | null;
}

/** The largest amount written: numeric(18, 2) holds 16 integer digits. */
const maxIntegerDigits = 18;

export function amountInWords(amount: string, options: AmountWordsOptions): string {
  const places = options.decimalPlaces;
  const fixed = new Decimal(amount).toFixed(places);
  const negative = fixed.startsWith('-');
  const [integerText = '0', fractionText = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  if (integerText.length > maxIntegerDigits) throw new RangeError(`amountInWords: ${amount} is too large`);
  const units = BigInt(integerText);
  const fraction = fractionText === '' ? 0n : BigInt(fractionText);
  const words =
    options.language === 'ar'
      ? arabicAmount(units, fraction, places, options)
      : englishAmount(units, fraction, places, options);
  if (!negative || (units === 0n && fraction === 0n)) return words;
  return `${options.language === 'ar' ? 'سالب' : 'minus'} ${words}`;
}

const isFractionLabel = (label: string | object | null) =>
  label === null || (typeof label === 'string' && /^1\/10+$/.test(label.trim()));

// ---------------------------------------------------------------------------------------------- English

const englishOnes = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const englishTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const englishScales = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion'];

/** Plurals of the currency words in use that do not take an -s (finance's currency-labels.ts). */
const englishIrregularPlurals: Readonly<Record<string, string>> = {
  penny: 'pence',
  fils: 'fils',
  baisa: 'baisa',
  khoums: 'khoums',
  yen: 'yen',
  yuan: 'yuan',
  fen: 'fen',
  won: 'won',
  rand: 'rand',
  naira: 'naira',
  kobo: 'kobo',
  baht: 'baht',
  satang: 'satang',
  sen: 'sen',
  taka: 'taka',
  poisha: 'poisha',
  paisa: 'paise',
  rupiah: 'rupiah',
  ringgit: 'ringgit',
  birr: 'birr',
  nakfa: 'nakfa',
  santim: 'santim',
  kuruş: 'kuruş',
  agora: 'agorot',
  real: 'reais',
  krona: 'kronor',
  krone: 'kroner',
  öre: 'öre',
  øre: 'øre',
  złoty: 'złoty',
  grosz: 'groszy',
  koruna: 'koruny',
  haléř: 'haléřů',
  forint: 'forint',
  fillér: 'fillér',
  lira: 'lira',
};

/** "US dollar" → "US dollars", "penny" → "pence": the last word takes the plural. */
export function englishNoun(label: string): EnglishNoun {
  const words = label.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const lower = last.toLowerCase();
  let plural = englishIrregularPlurals[lower];
  if (plural === undefined) {
    if (/[^aeiou]y$/.test(lower)) plural = `${last.slice(0, -1)}ies`;
    else if (/(s|x|z|ch|sh)$/.test(lower)) plural = `${last}es`;
    else plural = `${last}s`;
  } else if (last !== lower) plural = plural.charAt(0).toUpperCase() + plural.slice(1);
  return { singular: label.trim(), plural: [...words, plural].join(' ') };
}

function englishBelow1000(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(`${englishOnes[hundreds]} hundred`);
  if (rest > 0 && rest < 20) parts.push(englishOnes[rest] as string);
  else if (rest >= 20) {
    const unit = rest % 10;
    const tens = englishTens[Math.floor(rest / 10)] as string;
    parts.push(unit === 0 ? tens : `${tens}-${englishOnes[unit]}`);
  }
  return parts.join(' ');
}

/** 1250 → "one thousand two hundred fifty" (American style, without "and"). */
export function englishNumber(n: bigint): string {
  if (n === 0n) return 'zero';
  const groups = thousandGroups(n);
  const parts: string[] = [];
  for (let k = groups.length - 1; k >= 0; k--) {
    const g = groups[k] as number;
    if (g === 0) continue;
    parts.push(k === 0 ? englishBelow1000(g) : `${englishBelow1000(g)} ${englishScales[k]}`);
  }
  return parts.join(' ');
}

function englishCount(n: bigint, noun: EnglishNoun): string {
  return `${englishNumber(n)} ${n === 1n ? noun.singular : noun.plural}`;
}

function englishAmount(units: bigint, fraction: bigint, places: number, o: AmountWordsOptions): string {
  const unit = typeof o.unit === 'string' ? englishNoun(o.unit) : (o.unit as EnglishNoun);
  if (places === 0 || fraction === 0n) return englishCount(units, unit);
  if (isFractionLabel(o.subUnit))
    return `${englishCount(units, unit)} and ${fraction}/${10n ** BigInt(places)}`;
  const sub = typeof o.subUnit === 'string' ? englishNoun(o.subUnit) : (o.subUnit as EnglishNoun);
  if (units === 0n) return englishCount(fraction, sub);
  return `${englishCount(units, unit)} and ${englishCount(fraction, sub)}`;
}

function thousandGroups(n: bigint): number[] {
  const groups: number[] = [];
  let rest = n;
  do {
    groups.push(Number(rest % 1000n));
    rest /= 1000n;
  } while (rest > 0n);
  return groups;
}

// ----------------------------------------------------------------------------------------------- Arabic

const tanween = '\u064B';

/** Broken plurals of the currency words in use; the others take the sound plural -ات. */
const arabicIrregularPlurals: Readonly<Record<string, string>> = {
  دينار: 'دنانير',
  درهم: 'دراهم',
  فلس: 'فلوس',
  قرش: 'قروش',
  يورو: 'يوروهات',
  خمس: 'أخماس',
};

function arabicDual(word: string): string {
  return word.endsWith('ة') ? `${word.slice(0, -1)}تان` : `${word}ان`;
}

function arabicAccusative(word: string): string {
  if (word.endsWith('ة')) return `${word}${tanween}`;
  if (/[اىوء]$/.test(word)) return word;
  return `${word}${tanween}ا`;
}

/**
 * "دولار" → دولاران, دولارات, دولارًا; "هللة" → هللتان, هللات, هللةً (feminine); a label of more words is
 * a noun with its adjectives ("دولار أمريكي" → دولاران أمريكيان, دولارات أمريكية, دولارًا أمريكيًا): the
 * adjectives agree, a non-human plural taking the feminine singular.
 */
export function arabicNoun(label: string): ArabicNoun {
  const [head = '', ...adjectives] = label.trim().split(/\s+/);
  const feminine = head.endsWith('ة');
  const headPlural = arabicIrregularPlurals[head] ?? (feminine ? `${head.slice(0, -1)}ات` : `${head}ات`);
  const adjectivePlural = (a: string) => (a.endsWith('ي') ? `${a}ة` : a);
  return {
    singular: label.trim(),
    dual: [head, ...adjectives].map(arabicDual).join(' '),
    dualConstruct: [arabicDual(head).slice(0, -1), ...adjectives.map(arabicDual)].join(' '),
    plural: [headPlural, ...adjectives.map(adjectivePlural)].join(' '),
    accusative: [head, ...adjectives].map(arabicAccusative).join(' '),
    feminine,
  };
}

const scaleNoun = (singular: string, plural: string): ArabicNoun => ({
  singular,
  dual: `${singular}ان`,
  dualConstruct: `${singular}ا`,
  plural,
  accusative: `${singular}${tanween}ا`,
  feminine: false,
});

const arabicScales: readonly ArabicNoun[] = [
  scaleNoun('', ''),
  scaleNoun('ألف', 'آلاف'),
  scaleNoun('مليون', 'ملايين'),
  scaleNoun('مليار', 'مليارات'),
  scaleNoun('تريليون', 'تريليونات'),
  scaleNoun('كوادريليون', 'كوادريليونات'),
  scaleNoun('كوينتليون', 'كوينتليونات'),
];

/** 3..10 as said with a masculine noun (ثلاثة دولارات); a feminine noun drops the ta (ثلاث هللات). */
const withTa = ['', '', '', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'];
const withoutTa = ['', '', '', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'];
const arabicTens = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const arabicHundreds = [
  '',
  'مئة',
  'مئتان',
  'ثلاثمئة',
  'أربعمئة',
  'خمسمئة',
  'ستمئة',
  'سبعمئة',
  'ثمانمئة',
  'تسعمئة',
];

/** 1..99 counting a noun of that gender. */
function arabicBelow100(n: number, feminine: boolean): string {
  const unit = (u: number) => {
    if (u === 1) return feminine ? 'واحدة' : 'واحد';
    if (u === 2) return feminine ? 'اثنتان' : 'اثنان';
    return (feminine ? withoutTa : withTa)[u] as string;
  };
  if (n <= 10) return unit(n);
  if (n === 11) return feminine ? 'إحدى عشرة' : 'أحد عشر';
  if (n === 12) return feminine ? 'اثنتا عشرة' : 'اثنا عشر';
  if (n < 20) return `${unit(n - 10)} ${feminine ? 'عشرة' : 'عشر'}`;
  const u = n % 10;
  const tens = arabicTens[Math.floor(n / 10)] as string;
  if (u === 0) return tens;
  return `${u === 1 ? (feminine ? 'إحدى' : 'واحد') : unit(u)} و${tens}`;
}

/** 1..999; `construct`: the number governs the noun right after it (مئتا دولار, not مئتان). */
function arabicBelow1000(n: number, feminine: boolean, construct: boolean): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h > 0) parts.push(h === 2 && rest === 0 && construct ? 'مئتا' : (arabicHundreds[h] as string));
  if (rest > 0) parts.push(arabicBelow100(rest, feminine));
  return parts.join(' و');
}

/**
 * `v` (1..999) of a scale noun (ألف, مليون): ألف, ألفان, ثلاثة آلاف, أحد عشر ألفًا, مئتا ألف.
 * `construct`: nothing follows but the counted noun, so ألفان is ألفا and ألفًا is ألف (أحد عشر ألف دولار).
 */
function arabicScaleCount(v: number, scale: ArabicNoun, construct: boolean): string {
  if (v === 1) return scale.singular;
  if (v === 2) return construct ? scale.dualConstruct : scale.dual;
  const rest = v % 100;
  if (rest === 0) return `${arabicBelow1000(v, false, true)} ${scale.singular}`;
  if (rest === 1 || rest === 2)
    return `${arabicScaleCount(v - rest, scale, true)} و${arabicScaleCount(rest, scale, construct)}`;
  if (rest <= 10) return `${arabicBelow1000(v, false, false)} ${scale.plural}`;
  return `${arabicBelow1000(v, false, false)} ${construct ? scale.singular : scale.accusative}`;
}

/** The number's words, its last part agreeing with a noun of that gender or governing it (`construct`). */
function arabicNumber(n: bigint, feminine: boolean, construct: boolean): string {
  const groups = thousandGroups(n);
  const lowest = groups.findIndex((g) => g !== 0);
  const parts: string[] = [];
  for (let k = groups.length - 1; k >= 1; k--) {
    const g = groups[k] as number;
    if (g === 0) continue;
    parts.push(arabicScaleCount(g, arabicScales[k] as ArabicNoun, construct && k === lowest));
  }
  const g0 = groups[0] as number;
  if (g0 > 0) parts.push(arabicBelow1000(g0, feminine, construct));
  return parts.join(' و');
}

/**
 * n of a noun: صفر دولار, دولار واحد, دولاران, ثلاثة دولارات, أحد عشر دولارًا, مئة دولار, ألفا دولار;
 * a number ending in 1 or 2 past 100 counts the round part then adds the noun, as in "ألف ليلة وليلة":
 * مئة دولار ودولار, مئة دولار ودولاران.
 */
export function arabicCount(n: bigint, noun: ArabicNoun): string {
  if (n === 0n) return `صفر ${noun.singular}`;
  if (n === 1n) return `${noun.singular} ${noun.feminine ? 'واحدة' : 'واحد'}`;
  if (n === 2n) return noun.dual;
  const rest = Number(n % 100n);
  if (rest === 0) return `${arabicNumber(n, noun.feminine, true)} ${noun.singular}`;
  if (rest === 1 || rest === 2)
    return `${arabicCount(n - BigInt(rest), noun)} و${rest === 1 ? noun.singular : noun.dual}`;
  if (rest <= 10) return `${arabicNumber(n, noun.feminine, false)} ${noun.plural}`;
  return `${arabicNumber(n, noun.feminine, false)} ${noun.accusative}`;
}

function arabicAmount(units: bigint, fraction: bigint, places: number, o: AmountWordsOptions): string {
  const unit = typeof o.unit === 'string' ? arabicNoun(o.unit) : (o.unit as ArabicNoun);
  if (places === 0 || fraction === 0n) return arabicCount(units, unit);
  if (isFractionLabel(o.subUnit))
    return `${arabicCount(units, unit)} و\u2066${fraction}/${10n ** BigInt(places)}\u2069`;
  const sub = typeof o.subUnit === 'string' ? arabicNoun(o.subUnit) : (o.subUnit as ArabicNoun);
  if (units === 0n) return arabicCount(fraction, sub);
  return `${arabicCount(units, unit)} و${arabicCount(fraction, sub)}`;
}
