import {
  allPermissions,
  type CreateTenantInput,
  type PagedResult,
  SettingNames,
  type TenantDto,
  type UpdateTenantInput,
} from '@hr/contracts';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { isUuid, modifiedBy, newId, normalized } from '../../platform/db/columns.ts';
import type { Database } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { uniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, concurrencyConflict, notFound } from '../../platform/errors.ts';
import { permissionGrants, settings } from '../../platform/platform.tables.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import { roles, userRoles, users } from '../identity/identity.tables.ts';
import type { UserService } from '../identity/user.service.ts';
import { tenants } from './tenancy.tables.ts';

type TenantRow = typeof tenants.$inferSelect;
const host = { tenantId: null };

/**
 * The tenant a token names, as one JSON value (`{ id, name, isActive }`, null when there is none) inside
 * the permission check's statement (`CurrentTenant`): a request with a token resolves its tenant and its
 * caller in one round trip.
 */
export function currentTenantJson(tenantId: string): SQL {
  return sql`(select json_build_object('id', ${tenants.id}, 'name', ${tenants.name}, 'isActive', ${tenants.isActive})
                from ${tenants} where ${and(eq(tenants.isDeleted, false), eq(tenants.id, tenantId))})`;
}

/** The static role a new tenant's administrator holds. */
const adminRole = 'admin';

/**
 * What a new tenant's admin role holds: every permission of the tenant side, whatever the tenant's
 * features are today. The permission check leaves out what the features do not allow, so a tenant that
 * buys payroll later has it at once without new grants.
 */
const tenantPermissions = () => allPermissions.filter((p) => p.side !== 'host').map((p) => p.name);

/** Host settings a new tenant starts with as its own, so a later host change does not move its days. */
const copiedSettings = [SettingNames.TimeZone, SettingNames.DefaultLanguage] as const;

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
  deps: {
    users: Pick<UserService, 'create' | 'createRole'>;
    settings: Pick<SettingService, 'values' | 'setForCurrentTenant'>;
  },
) {
  const live = eq(tenants.isDeleted, false);

  /**
   * One statement on the owner connection, without a transaction of its own: every request resolves its
   * tenant, the tenants table holds no tenant's rows (it is the host's list), and a single read is as
   * consistent as one in a transaction.
   */
  async function byName(name: string) {
    const [row] = await db.owner
      .select()
      .from(tenants)
      .where(and(live, eq(tenants.normalizedName, normalized(name))));
    return row;
  }

  /**
   * Removes what a failed creation wrote under a tenant id that never became a tenant. It reaches into
   * identity's tables because the user service has no "delete everything of a tenant" call; the id was
   * never visible to anyone, so nothing else can refer to these rows. (The user directory entry of a user
   * created just before the failure stays: it maps an id that no longer exists and grants nothing.)
   */
  async function removeTenantRows(tenantId: string): Promise<void> {
    await db.transaction({ tenantId }, async (tx) => {
      await tx.delete(userRoles).where(eq(userRoles.tenantId, tenantId));
      await tx.delete(users).where(eq(users.tenantId, tenantId));
      await tx.delete(roles).where(eq(roles.tenantId, tenantId));
      await tx.delete(permissionGrants).where(eq(permissionGrants.tenantId, tenantId));
      await tx.delete(settings).where(eq(settings.tenantId, tenantId));
    });
  }

  return {
    /** Finds a tenant by id or name (the __tenant header takes either); undefined when there is none. */
    async resolve(idOrName: string): Promise<ResolvedTenant | undefined> {
      const value = idOrName.trim();
      if (!value) return undefined;
      let row: TenantRow | undefined;
      if (isUuid(value)) {
        [row] = await db.owner
          .select()
          .from(tenants)
          .where(and(live, eq(tenants.id, value)));
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
        const where = and(live, input.filter ? ilike(tenants.name, containing(input.filter)) : undefined);
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

    /**
     * Creates the tenant with its `admin` role (every tenant permission), its admin user and its own copy
     * of the host's time zone and default language. All or nothing: the tenant's rows are written under a
     * new id first and the tenant row last, so the tenant exists only once complete; when any step fails,
     * what was written under that id is removed again (compensation: the identity and settings services
     * each write in their own transaction, and transactions are never nested).
     */
    async create(ctx: Pick<RequestContext, 'userId'>, input: CreateTenantInput): Promise<TenantDto> {
      const name = input.name.trim();
      if (await byName(name)) throw new AppError('Tenancy:DuplicateTenantName', { name });
      const id = newId();
      const inTenant = { tenantId: id, userId: null };
      try {
        const hostSettings = await deps.settings.values({ tenantId: null, userId: null });
        await deps.users.createRole(inTenant, adminRole, tenantPermissions(), { isStatic: true });
        for (const setting of copiedSettings)
          await deps.settings.setForCurrentTenant({ tenantId: id }, setting, hostSettings[setting] ?? '');
        await deps.users.create(inTenant, {
          userName: 'admin',
          email: input.adminEmailAddress,
          password: input.adminPassword,
          name: 'admin',
          surname: null,
          phoneNumber: null,
          isActive: true,
          lockoutEnabled: true,
          roleNames: [adminRole],
        });
        const [row] = await db.transaction(host, (tx) =>
          tx
            .insert(tenants)
            .values({ id, name, normalizedName: normalized(name), creatorId: ctx.userId })
            .returning(),
        );
        return toDto(row!);
      } catch (error) {
        // A failing clean-up (the database is gone) must not hide the original error.
        await removeTenantRows(id).catch(() => undefined);
        // Two creations of one name at once: the unique index lets one through.
        if (uniqueViolation(error) !== undefined) throw new AppError('Tenancy:DuplicateTenantName', { name });
        throw error;
      }
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
            normalizedName: normalized(input.name),
            isActive: input.isActive,
            ...modifiedBy(ctx.userId),
          })
          .where(and(eq(tenants.id, id), eq(tenants.concurrencyStamp, input.concurrencyStamp)))
          .returning();
      });
      if (!row) throw concurrencyConflict();
      return toDto(row);
    },

    async delete(ctx: Pick<RequestContext, 'userId' | 'now'>, id: string): Promise<void> {
      const deleted = await db.transaction(host, (tx) =>
        tx
          .update(tenants)
          .set({ isDeleted: true, deletionTime: ctx.now(), deleterId: ctx.userId })
          .where(and(live, eq(tenants.id, id)))
          .returning({ id: tenants.id }),
      );
      if (!deleted.length) throw notFound();
    },
  };
}
export type TenantService = ReturnType<typeof createTenantService>;
