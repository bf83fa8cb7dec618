import { describe, expect, it } from 'vitest';
import {
  type AmountWordsOptions,
  amountInWords,
  arabicCount,
  arabicNoun,
  englishNoun,
} from './amount-words.ts';

const usdEn: AmountWordsOptions = { language: 'en', decimalPlaces: 2, unit: 'US dollar', subUnit: 'cent' };
const usdAr: AmountWordsOptions = {
  language: 'ar',
  decimalPlaces: 2,
  unit: 'دولار أمريكي',
  subUnit: 'سنت',
};
const en = (amount: string, o: Partial<AmountWordsOptions> = {}) => amountInWords(amount, { ...usdEn, ...o });
const ar = (amount: string, o: Partial<AmountWordsOptions> = {}) => amountInWords(amount, { ...usdAr, ...o });
const dollar = arabicNoun('دولار');
const halala = arabicNoun('هللة');

describe('amount in words, English', () => {
  it.each([
    ['0', 'zero US dollars'],
    ['1', 'one US dollar'],
    ['2', 'two US dollars'],
    ['11', 'eleven US dollars'],
    ['100', 'one hundred US dollars'],
    ['101', 'one hundred one US dollars'],
    ['1000', 'one thousand US dollars'],
    ['1250.50', 'one thousand two hundred fifty US dollars and fifty cents'],
    ['21.01', 'twenty-one US dollars and one cent'],
    ['0.99', 'ninety-nine cents'],
    ['1000000', 'one million US dollars'],
    ['2000000.10', 'two million US dollars and ten cents'],
    [
      '9999999999999999.99',
      'nine quadrillion nine hundred ninety-nine trillion nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine US dollars and ninety-nine cents',
    ],
  ])('%s → %s', (amount, words) => {
    expect(en(amount)).toBe(words);
  });

  it('rounds to the currency places and never goes through a float', () => {
    expect(en('0.105')).toBe('eleven cents');
    expect(en('1.005')).toBe('one US dollar and one cent');
  });

  it('takes the currency: three places, none, irregular plurals, a fraction without a sub-unit', () => {
    expect(en('1.250', { decimalPlaces: 3, unit: 'dinar', subUnit: 'fils' })).toBe(
      'one dinar and two hundred fifty fils',
    );
    expect(en('1500', { decimalPlaces: 0, unit: 'yen', subUnit: null })).toBe(
      'one thousand five hundred yen',
    );
    expect(en('3.02', { unit: 'pound', subUnit: 'penny' })).toBe('three pounds and two pence');
    expect(en('7.50', { unit: 'dollar', subUnit: null })).toBe('seven dollars and 50/100');
    expect(en('7.50', { unit: 'dollar', subUnit: '1/100' })).toBe('seven dollars and 50/100');
    expect(englishNoun('riyal')).toEqual({ singular: 'riyal', plural: 'riyals' });
  });

  it('says minus for a negative amount', () => {
    expect(en('-5')).toBe('minus five US dollars');
    expect(en('-0.00')).toBe('zero US dollars');
  });
});

describe('amount in words, Arabic', () => {
  it.each([
    ['0', 'صفر دولار أمريكي'],
    ['1', 'دولار أمريكي واحد'],
    ['2', 'دولاران أمريكيان'],
    ['3', 'ثلاثة دولارات أمريكية'],
    ['10', 'عشرة دولارات أمريكية'],
    ['11', 'أحد عشر دولارًا أمريكيًا'],
    ['100', 'مئة دولار أمريكي'],
    ['101', 'مئة دولار أمريكي ودولار أمريكي'],
    ['1000', 'ألف دولار أمريكي'],
    ['1250.50', 'ألف ومئتان وخمسون دولارًا أمريكيًا وخمسون سنتًا'],
  ])('%s → %s', (amount, words) => {
    expect(ar(amount)).toBe(words);
  });

  it('counts a masculine noun: singular with one, dual, plural 3..10, accusative 11..99, genitive after 100s', () => {
    const count = (n: number) => arabicCount(BigInt(n), dollar);
    expect(count(0)).toBe('صفر دولار');
    expect(count(1)).toBe('دولار واحد');
    expect(count(2)).toBe('دولاران');
    expect(count(3)).toBe('ثلاثة دولارات');
    expect(count(8)).toBe('ثمانية دولارات');
    expect(count(11)).toBe('أحد عشر دولارًا');
    expect(count(12)).toBe('اثنا عشر دولارًا');
    expect(count(15)).toBe('خمسة عشر دولارًا');
    expect(count(21)).toBe('واحد وعشرون دولارًا');
    expect(count(99)).toBe('تسعة وتسعون دولارًا');
    expect(count(100)).toBe('مئة دولار');
    expect(count(101)).toBe('مئة دولار ودولار');
    expect(count(102)).toBe('مئة دولار ودولاران');
    expect(count(103)).toBe('مئة وثلاثة دولارات');
    expect(count(200)).toBe('مئتا دولار');
    expect(count(250)).toBe('مئتان وخمسون دولارًا');
    expect(count(1000)).toBe('ألف دولار');
    expect(count(1001)).toBe('ألف دولار ودولار');
    expect(count(1200)).toBe('ألف ومئتا دولار');
    expect(count(2000)).toBe('ألفا دولار');
    expect(count(2500)).toBe('ألفان وخمسمئة دولار');
    expect(count(3000)).toBe('ثلاثة آلاف دولار');
    expect(count(11000)).toBe('أحد عشر ألف دولار');
    expect(count(11500)).toBe('أحد عشر ألفًا وخمسمئة دولار');
    expect(count(200000)).toBe('مئتا ألف دولار');
    expect(count(101000)).toBe('مئة ألف وألف دولار');
    expect(count(1000000)).toBe('مليون دولار');
    expect(count(2000000)).toBe('مليونا دولار');
    expect(count(5000000)).toBe('خمسة ملايين دولار');
    expect(count(1250000)).toBe('مليون ومئتان وخمسون ألف دولار');
  });

  it('counts a feminine noun with the masculine numbers 3..10 and واحدة, اثنتان', () => {
    const count = (n: number) => arabicCount(BigInt(n), halala);
    expect(count(1)).toBe('هللة واحدة');
    expect(count(2)).toBe('هللتان');
    expect(count(3)).toBe('ثلاث هللات');
    expect(count(8)).toBe('ثماني هللات');
    expect(count(10)).toBe('عشر هللات');
    expect(count(11)).toBe('إحدى عشرة هللةً');
    expect(count(12)).toBe('اثنتا عشرة هللةً');
    expect(count(13)).toBe('ثلاث عشرة هللةً');
    expect(count(21)).toBe('إحدى وعشرون هللةً');
    expect(count(22)).toBe('اثنتان وعشرون هللةً');
    expect(count(100)).toBe('مئة هللة');
  });

  it('derives the forms of the currency words in use (broken plurals included)', () => {
    expect(arabicNoun('دينار')).toMatchObject({ dual: 'ديناران', plural: 'دنانير', accusative: 'دينارًا' });
    expect(arabicNoun('درهم')).toMatchObject({ plural: 'دراهم' });
    expect(arabicNoun('فلس')).toMatchObject({ plural: 'فلوس' });
    expect(arabicNoun('ليرة لبنانية')).toMatchObject({
      dual: 'ليرتان لبنانيتان',
      plural: 'ليرات لبنانية',
      accusative: 'ليرةً لبنانيةً',
      feminine: true,
    });
    expect(arabicNoun('يورو')).toMatchObject({ accusative: 'يورو', plural: 'يوروهات' });
  });

  it('takes the currency: riyal and halala, three places, none, a fraction without a sub-unit', () => {
    expect(ar('1250.50', { unit: 'ريال', subUnit: 'هللة' })).toBe('ألف ومئتان وخمسون ريالًا وخمسون هللةً');
    expect(ar('3.003', { decimalPlaces: 3, unit: 'دينار', subUnit: 'فلس' })).toBe('ثلاثة دنانير وثلاثة فلوس');
    expect(ar('0.05', { unit: 'ريال', subUnit: 'هللة' })).toBe('خمس هللات');
    expect(ar('1500', { decimalPlaces: 0, unit: 'ين', subUnit: null })).toBe('ألف وخمسمئة ين');
    expect(ar('7.50', { unit: 'دولار', subUnit: null })).toBe('سبعة دولارات و\u206650/100\u2069');
    expect(ar('-5', { unit: 'دولار' })).toBe('سالب خمسة دولارات');
  });
});
