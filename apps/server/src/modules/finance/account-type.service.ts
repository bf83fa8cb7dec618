import type { AccountCategoryDto, AccountTypeDto, LanguageCode } from '@hr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { accountCategories } from './chart-of-accounts.ts';
import { accountTypes } from './finance.tables.ts';

export type AccountTypeRow = typeof accountTypes.$inferSelect;

export const accountTypeDisplayName = (row: AccountTypeRow, language: LanguageCode) =>
  language === 'ar' ? row.displayNameAr : row.displayNameEn;

export const accountTypeToDto = (row: AccountTypeRow, language: LanguageCode): AccountTypeDto => ({
  name: row.name,
  displayName: accountTypeDisplayName(row, language),
  codePrefix: row.codePrefix,
  categoryCode: row.categoryCode,
});

function assertCategory(code: string) {
  if (!accountCategories.some((c) => c.code === code))
    throw new AppError('Finance:AccountCategoryNotFound', { code });
}

/**
 * The chart of account types (document 3 §7): the five categories (constants) and the standard types of the
 * reference table, the same for every tenant and read-only. Answers in the reader's language.
 */
export function createAccountTypeService(db: Database) {
  /** A type by its name (404 Finance:AccountTypeNotFound), in the caller's transaction. */
  async function find(tx: Tx, name: string): Promise<AccountTypeRow> {
    const [row] = await tx.select().from(accountTypes).where(eq(accountTypes.name, name));
    if (!row) throw new AppError('Finance:AccountTypeNotFound', { name });
    return row;
  }

  return {
    categories(ctx: Pick<RequestContext, 'language'>): AccountCategoryDto[] {
      return accountCategories.map((c) => ({ code: c.code, displayName: c[ctx.language] }));
    },

    async hasAccountTypes(ctx: RequestContext, categoryCode: string): Promise<boolean> {
      assertCategory(categoryCode);
      return db.transaction(ctx, async (tx) => {
        const [row] = await tx
          .select({ name: accountTypes.name })
          .from(accountTypes)
          .where(eq(accountTypes.categoryCode, categoryCode))
          .limit(1);
        return row !== undefined;
      });
    },

    /** The types of a category (every type without one), by prefix. */
    async list(ctx: RequestContext, input: { categoryCode?: string | undefined }): Promise<AccountTypeDto[]> {
      if (input.categoryCode) assertCategory(input.categoryCode);
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(accountTypes)
          .where(and(input.categoryCode ? eq(accountTypes.categoryCode, input.categoryCode) : undefined))
          .orderBy(asc(accountTypes.codePrefix)),
      );
      return rows.map((r) => accountTypeToDto(r, ctx.language));
    },

    async view(ctx: RequestContext, name: string): Promise<AccountTypeDto> {
      return accountTypeToDto(await db.transaction(ctx, (tx) => find(tx, name)), ctx.language);
    },

    find,
  };
}
export type AccountTypeService = ReturnType<typeof createAccountTypeService>;
