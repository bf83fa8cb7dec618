import type { CreateTenantInput, PagedResult, TenantDto, UpdateTenantInput } from '@hr/contracts';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { newStamp } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, concurrencyConflict, notFound } from '../../platform/errors.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import type { UserService } from '../identity/user.service.ts';
import { tenants } from './tenancy.tables.ts';

type TenantRow = typeof tenants.$inferSelect;
const host = { tenantId: null };
const normalize = (s: string) => s.trim().toUpperCase();
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toDto(row: TenantRow): TenantDto {
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    creationTime: row.creationTime.toISOString(),
    concurrencyStamp: row.concurrencyStamp,
  };
}

export interface ResolvedTenant {
  id: string;
  name: string;
  isActive: boolean;
}

/** Tenants are host data: every call here runs in a host transaction. */
export function createTenantService(
  db: Database,
  deps: { users: UserService; permissions: PermissionService },
) {
  const live = eq(tenants.isDeleted, false);

  async function byName(name: string) {
    const [row] = await db.transaction(host, (tx) =>
      tx
        .select()
        .from(tenants)
        .where(and(live, eq(tenants.normalizedName, normalize(name)))),
    );
    return row;
  }

  return {
    /** Finds a tenant by id or name (the __tenant header takes either); undefined when there is none. */
    async resolve(idOrName: string): Promise<ResolvedTenant | undefined> {
      const value = idOrName.trim();
      if (!value) return undefined;
      let row: TenantRow | undefined;
      if (uuidPattern.test(value)) {
        [row] = await db.transaction(host, (tx) =>
          tx
            .select()
            .from(tenants)
            .where(and(live, eq(tenants.id, value))),
        );
      }
      row ??= await byName(value);
      if (!row) throw new AppError('Tenancy:TenantNotFound', { tenant: value });
      return { id: row.id, name: row.name, isActive: row.isActive };
    },

    async findByName(name: string): Promise<ResolvedTenant | undefined> {
      const row = await byName(name);
      return row && { id: row.id, name: row.name, isActive: row.isActive };
    },

    async list(input: {
      skipCount: number;
      maxResultCount: number;
      filter?: string | undefined;
    }): Promise<PagedResult<TenantDto>> {
      return db.transaction(host, async (tx) => {
        const where = and(
          live,
          input.filter ? ilike(tenants.name, `%${input.filter.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        );
        const [total] = await tx.select({ n: count() }).from(tenants).where(where);
        const rows = await tx
          .select()
          .from(tenants)
          .where(where)
          .orderBy(desc(tenants.creationTime))
          .limit(input.maxResultCount)
          .offset(input.skipCount);
        return { totalCount: total?.n ?? 0, items: rows.map(toDto) };
      });
    },

    async get(id: string): Promise<TenantDto> {
      const [row] = await db.transaction(host, (tx) =>
        tx
          .select()
          .from(tenants)
          .where(and(live, eq(tenants.id, id))),
      );
      if (!row) throw notFound();
      return toDto(row);
    },

    /** Creates the tenant with its `admin` role (every tenant permission) and admin user. */
    async create(ctx: Pick<RequestContext, 'userId'>, input: CreateTenantInput): Promise<TenantDto> {
      if (await byName(input.name)) throw new AppError('Tenancy:DuplicateTenantName', { name: input.name });
      const [row] = await db.transaction(host, (tx) =>
        tx
          .insert(tenants)
          .values({ name: input.name.trim(), normalizedName: normalize(input.name), creatorId: ctx.userId })
          .returning(),
      );
      const tenant = row!;
      const inTenant = { tenantId: tenant.id, userId: null };
      await deps.users.createRole(inTenant, 'admin', await deps.permissions.grantable(tenant.id), {
        isStatic: true,
      });
      await deps.users.create(inTenant, {
        userName: 'admin',
        email: input.adminEmailAddress,
        password: input.adminPassword,
        name: 'admin',
        surname: null,
        phoneNumber: null,
        isActive: true,
        lockoutEnabled: true,
        roleNames: ['admin'],
      });
      return toDto(tenant);
    },

    async update(
      ctx: Pick<RequestContext, 'userId'>,
      id: string,
      input: UpdateTenantInput,
    ): Promise<TenantDto> {
      const clash = await byName(input.name);
      if (clash && clash.id !== id) throw new AppError('Tenancy:DuplicateTenantName', { name: input.name });
      const [row] = await db.transaction(host, async (tx) => {
        const [current] = await tx
          .select()
          .from(tenants)
          .where(and(live, eq(tenants.id, id)));
        if (!current) throw notFound();
        if (current.concurrencyStamp !== input.concurrencyStamp) throw concurrencyConflict();
        return tx
          .update(tenants)
          .set({
            name: input.name.trim(),
            normalizedName: normalize(input.name),
            isActive: input.isActive,
            lastModificationTime: new Date(),
            lastModifierId: ctx.userId,
            concurrencyStamp: newStamp(),
          })
          .where(and(eq(tenants.id, id), eq(tenants.concurrencyStamp, input.concurrencyStamp)))
          .returning();
      });
      if (!row) throw concurrencyConflict();
      return toDto(row);
    },

    async delete(ctx: Pick<RequestContext, 'userId'>, id: string): Promise<void> {
      const deleted = await db.transaction(host, (tx) =>
        tx
          .update(tenants)
          .set({ isDeleted: true, deletionTime: new Date(), deleterId: ctx.userId })
          .where(and(live, eq(tenants.id, id)))
          .returning({ id: tenants.id }),
      );
      if (!deleted.length) throw notFound();
    },
  };
}
export type TenantService = ReturnType<typeof createTenantService>;
