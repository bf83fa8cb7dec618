import type { RequestContext } from '../context.ts';
import type { ImportChoice, ImportColumnDeclaration } from './declared-import.ts';

/**
 * The employee a row is for, written as a person knows them: the national number, else name and surname
 * (employees' `byNumberOrName`). The first column of every import of employees' records.
 */
export const employeeColumn = (employees: {
  byNumberOrName(
    ctx: RequestContext,
    texts: readonly string[],
  ): Promise<Map<string, ImportChoice<unknown>[]>>;
}): ImportColumnDeclaration => ({
  key: 'employee',
  type: 'reference',
  required: true,
  header: { en: 'Employee', ar: 'الموظف' },
  width: 26,
  note: {
    en: "The employee's national number, or their name and surname.",
    ar: 'الرقم الوطني للموظف، أو اسمه وكنيته.',
  },
  lookup: (ctx, texts) => employees.byNumberOrName(ctx, texts),
});
