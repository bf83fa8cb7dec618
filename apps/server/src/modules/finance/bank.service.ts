import { bankEndpoints } from '@hr/contracts';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { normalized } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, entityService } from '../../platform/db/entity-service.ts';
import { containing } from '../../platform/db/search.ts';
import { banks } from './finance.tables.ts';

const t = banks;

/**
 * Who holds an account at a bank (employees' bank details): the employees module provides it, so a bank
 * in use is not deleted. It joins the delete's transaction.
 */
export interface BankHolders {
  countHolders(ctx: Pick<RequestContext, 'tenantId'>, bankId: string): Promise<number>;
}

/** A bank as payroll's files and the employee's answer need it. */
export interface BankFacts {
  id: string;
  name: string;
  bic: string;
  wpsRoutingCode: string | null;
  isActive: boolean;
}

/**
 * The tenant's banks: a name and a SWIFT/BIC unique per tenant, the WPS routing code, active or not. A
 * delete is refused while an employee's account is at the bank (the row locked for update before asking);
 * an employee saved with the bank holds it with `lockForUse` (share), so the two cannot cross.
 */
export function createBankService(db: Database, deps: { holders: () => BankHolders }) {
  const entity = entityService(db, bankEndpoints, {
    table: t,
    toDto: (row) => ({
      name: row.name,
      bic: row.bic,
      wpsRoutingCode: row.wpsRoutingCode,
      isActive: row.isActive,
    }),
    sort: { name: t.name, bic: t.bic, creationTime: t.creationTime },
    defaultOrder: [asc(t.normalizedName)],
    filter: (input) =>
      and(
        input.filter
          ? or(ilike(t.name, containing(input.filter)), ilike(t.bic, containing(input.filter)))
          : undefined,
        input.isActive !== undefined ? eq(t.isActive, input.isActive) : undefined,
      ),
    columns: (input) => ({
      name: input.name,
      normalizedName: normalized(input.name),
      bic: input.bic,
      wpsRoutingCode: input.wpsRoutingCode ?? null,
      isActive: input.isActive,
    }),
    unique: {
      banks_tenant_name: (v) => new AppError('Bank:NameMustBeUnique', { name: v.name ?? '' }),
      banks_tenant_bic: (v) => new AppError('Bank:BicMustBeUnique', { bic: v.bic ?? '' }),
    },
    notFound: () => new AppError('Bank:NotFound'),
    beforeDelete: async (_tx, ctx, row) => {
      const count = await deps.holders().countHolders(ctx, row.id);
      if (count > 0) throw new AppError('Bank:InUse', { name: row.name, count });
    },
  });

  const facts = (row: typeof t.$inferSelect): BankFacts => ({
    id: row.id,
    name: row.name,
    bic: row.bic,
    wpsRoutingCode: row.wpsRoutingCode,
    isActive: row.isActive,
  });

  return {
    ...entity,

    /**
     * The live bank, share-locked until the caller's transaction ends (an employee saved with it): null
     * when there is none; an inactive bank is refused unless the employee already had it (`keep`).
     */
    async lockForEmployee(ctx: RequestContext, id: string, keep: string | null): Promise<BankFacts | null> {
      const row = await db.transaction(ctx, (tx) => entity.lockForUse(tx, tenantOf(ctx), id));
      if (!row) return null;
      if (!row.isActive && row.id !== keep) throw new AppError('Bank:NotActive', { name: row.name });
      return facts(row);
    },

    /** The live banks of these ids (an employee's answer, a run's files), by id. */
    async byIds(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, BankFacts>> {
      if (!ids.length) return new Map();
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(t)
          .where(and(entity.where(tenantOf(ctx)), inArray(t.id, [...new Set(ids)]))),
      );
      return new Map(rows.map((row) => [row.id, facts(row)]));
    },

    /** The live bank of that name (whatever its case) or BIC: the employee import names banks so. */
    async byNameOrBic(ctx: RequestContext, value: string): Promise<BankFacts | null> {
      const [row] = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(t)
          .where(
            and(
              entity.where(tenantOf(ctx)),
              or(eq(t.normalizedName, normalized(value)), eq(t.bic, value.trim().toUpperCase())),
            ),
          )
          .limit(1),
      );
      return row ? facts(row) : null;
    },
  };
}
export type BankService = ReturnType<typeof createBankService>;
