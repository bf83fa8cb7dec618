import { type CreateHoliday, createHolidayInput, displayParam, displayRange } from '@hr/contracts';
import type { Database } from '../../platform/db/database.ts';
import { declareImport } from '../../platform/import/declared-import.ts';
import type { HolidayService } from './holiday.service.ts';

const nameNote = {
  en: 'The name in English, in Arabic or in both (one of the two is required).',
  ar: 'الاسم بالإنجليزية أو بالعربية أو بكلتيهما (أحدهما مطلوب).',
};

/**
 * The holidays' import from Excel, a declaration of the platform's import: one row a holiday (its names in
 * both languages, its dates, whether it re-occurs), each created by the holiday service's own create (the
 * contract's rules, the duplicate rule under its lock, leave recounted, the audit trail), all or nothing.
 */
export function createHolidayImport(db: Database, holidays: Pick<HolidayService, 'create'>) {
  return declareImport(db, {
    sheetName: { en: 'Holidays', ar: 'العطل الرسمية' },
    columns: [
      {
        key: 'nameEn',
        type: 'text',
        max: 128,
        required: false,
        header: { en: 'Name (English)', ar: 'الاسم (بالإنجليزية)' },
        note: nameNote,
        width: 28,
      },
      {
        key: 'nameAr',
        type: 'text',
        max: 128,
        required: false,
        header: { en: 'Name (Arabic)', ar: 'الاسم (بالعربية)' },
        note: nameNote,
        width: 28,
      },
      {
        key: 'from',
        type: 'date',
        required: true,
        header: { en: 'From', ar: 'من' },
        width: 14,
        note: {
          en: 'An Excel date, or text written yyyy-MM-dd. For a holiday every year: its first year.',
          ar: 'تاريخ Excel، أو نص بالصيغة yyyy-MM-dd. للعطلة السنوية: سنتها الأولى.',
        },
      },
      {
        key: 'to',
        type: 'date',
        required: false,
        header: { en: 'To', ar: 'إلى' },
        width: 14,
        note: {
          en: 'Empty: the holiday is the one day From.',
          ar: 'فارغ: العطلة يوم واحد هو تاريخ البداية.',
        },
      },
      {
        key: 'isReOccurring',
        type: 'boolean',
        required: false,
        header: { en: 'Every year', ar: 'تتكرر سنوياً' },
        width: 12,
      },
    ],
    command: (v) => ({
      nameEn: v.nameEn,
      nameAr: v.nameAr,
      from: v.from,
      to: v.to,
      isReOccurring: v.isReOccurring,
    }),
    schema: createHolidayInput,
    columnOfCode: { 'Time:DuplicateHoliday': 'from' },
    write: async (ctx, command: CreateHoliday) => (await holidays.create(ctx, command)).id,
    label: (v, cell, language) => {
      const name =
        (language === 'ar' ? cell('nameAr') || cell('nameEn') : cell('nameEn') || cell('nameAr')) || '—';
      const from = typeof v.from === 'string' ? v.from : cell('from');
      const to = typeof v.to === 'string' ? v.to : '';
      return to && to !== from
        ? `${name} (${displayRange(from, to)})`
        : from
          ? `${name} (${displayParam(from)})`
          : name;
    },
  });
}
export type HolidayImport = ReturnType<typeof createHolidayImport>;
