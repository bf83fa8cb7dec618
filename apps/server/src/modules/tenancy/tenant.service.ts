import {
  allPermissions,
  type CreateTenantInput,
  type PagedResult,
  SettingNames,
  settingDefinitions,
  type TenantDto,
  type UpdateTenantInput,
} from '@hr/contracts';
import { and, desc, eq, ilike, not, type SQL, sql } from 'drizzle-orm';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { isUuid, newId, normalized } from '../../platform/db/columns.ts';
import {
  findOr404,
  pageOfTable,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { AppError } from '../../platform/errors.ts';
import { settings } from '../../platform/platform.tables.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import type { IdentityApi } from '../identity/public.ts';
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
                from ${tenants} where ${and(not(tenants.isDeleted), eq(tenants.id, tenantId))})`;
}

/** The static role a new tenant's administrator holds. */
const adminRole = 'admin';

/**
 * What a new tenant's admin role holds: every permission of the tenant side, whatever the tenant's
 * features are today. The permission check leaves out what the features do not allow, so a tenant that
 * buys payroll later has it at once without new grants.
 */
const tenantPermissions = () => allPermissions.filter((p) => p.side !== 'host').map((p) => p.name);

/**
 * Host settings a new tenant starts with as its own, so a later host change does not move its days. They
 * are written as the settings service stores a tenant's value (provider `T`, key the tenant), inside the
 * creation's transaction, which the service cannot join (the creation is the host's transaction, the
 * setting the tenant's scope). Plain settings only: the service would seal an encrypted one.
 */
const copiedSettings = [SettingNames.TimeZone, SettingNames.DefaultLanguage] as const;
if (settingDefinitions.some((d) => d.isEncrypted && (copiedSettings as readonly string[]).includes(d.name)))
  throw new Error('A copied setting is encrypted: write it through the settings service');

const duplicateName = (name: string) => ({
  tenants_normalized_name: () => new AppError('Tenancy:DuplicateTenantName', { name }),
});

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

/**
 * Tenants are host data: every call here runs in a host transaction, but a creation, which runs in the
 * new tenant's (its rows and the host's list of tenants in one transaction).
 */
export function createTenantService(
  db: Database,
  deps: {
    users: Pick<IdentityApi['users'], 'create' | 'createRole'>;
    settings: Pick<SettingService, 'values'>;
  },
) {
  const live = not(tenants.isDeleted);

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

  const find = async (tx: Tx, id: string) =>
    findOr404(
      await tx
        .select()
        .from(tenants)
        .where(and(live, eq(tenants.id, id))),
    );

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
      return db.transaction(host, (tx) =>
        pageOfTable(tx, tenants, input, {
          where: and(live, input.filter ? ilike(tenants.name, containing(input.filter)) : undefined),
          order: [desc(tenants.creationTime), desc(tenants.id)],
          map: toDto,
        }),
      );
    },

    async get(id: string): Promise<TenantDto> {
      return toDto(await db.transaction(host, (tx) => find(tx, id)));
    },

    /**
     * Creates the tenant with its `admin` role (every tenant permission), its admin user and its own copy
     * of the host's time zone and default language, in ONE transaction: all or nothing. It runs in the new
     * tenant's scope, which row-level security lets write that tenant's rows, and the tenants table (the
     * host's list, without `tenant_id`) is open to it too; the identity service joins the transaction.
     * Only the host's settings are read before, in a host transaction of their own (a read).
     */
    async create(ctx: Pick<RequestContext, 'userId'>, input: CreateTenantInput): Promise<TenantDto> {
      const name = input.name.trim();
      const hostSettings = await deps.settings.values({ tenantId: null, userId: null });
      const id = newId();
      // The tenant's role and admin are the system's work (no creator), as the seed's are.
      const inTenant = systemContext(id);
      // A taken name (two creations of one name at once too): the unique index lets one through; the other
      // waits at the tenant's row (written first) and fails there, before any other work.
      const row = await withUniqueErrors(duplicateName(name), () =>
        db.transaction(inTenant, async (tx) => {
          const [created] = await tx
            .insert(tenants)
            .values({ id, name, normalizedName: normalized(name), creatorId: ctx.userId })
            .returning();
          await deps.users.createRole(inTenant, adminRole, tenantPermissions(), { isStatic: true });
          await tx.insert(settings).values(
            copiedSettings.map((setting) => ({
              tenantId: id,
              name: setting,
              value: hostSettings[setting] ?? '',
              providerName: 'T',
              providerKey: id,
            })),
          );
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
          return created!;
        }),
      );
      return toDto(row);
    },

    async update(
      ctx: Pick<RequestContext, 'userId' | 'now'>,
      id: string,
      input: UpdateTenantInput,
    ): Promise<TenantDto> {
      const name = input.name.trim();
      // A taken name: the unique index answers.
      return withUniqueErrors(duplicateName(input.name), () =>
        db.transaction(host, async (tx) => {
          await find(tx, id);
          await updateStamped(tx, tenants, {
            where: and(live, eq(tenants.id, id)),
            stamp: input.concurrencyStamp,
            set: { name, normalizedName: normalized(name), isActive: input.isActive },
            ctx,
          });
          return toDto(await find(tx, id));
        }),
      );
    },

    async delete(ctx: Pick<RequestContext, 'userId' | 'now'>, id: string): Promise<void> {
      await db.transaction(host, async (tx) => {
        await find(tx, id);
        await softDelete(tx, tenants, and(live, eq(tenants.id, id)), ctx);
      });
    },
  };
}
export type TenantService = ReturnType<typeof createTenantService>;
