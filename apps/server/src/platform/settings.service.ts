import {
  defaultLanguage,
  isLanguageCode,
  type LanguageCode,
  type SettingDefinition,
  type SettingName,
  SettingNames,
  settingDefinitions,
} from '@hr/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { RequestContext } from './context.ts';
import type { Database } from './db/database.ts';
import { settings } from './platform.tables.ts';
import type { SecretBox } from './secrets.ts';

const definitions = new Map<string, SettingDefinition>(settingDefinitions.map((d) => [d.name, d]));

/** Where a value comes from: the definition's default, global (host), the tenant, or the user. */
export type SettingLevel = 'D' | 'G' | 'T' | 'U';
const levelRank: Record<SettingLevel, number> = { D: 0, G: 1, T: 2, U: 3 };

export interface ResolvedSetting {
  value: string;
  level: SettingLevel;
}

type SettingRow = typeof settings.$inferSelect;
type Scope = Pick<RequestContext, 'tenantId' | 'userId'>;

/** Whether `a` comes from the same level as `b` or a more specific one. */
export function isAtLeastAsSpecific(a: SettingLevel, b: SettingLevel): boolean {
  return levelRank[a] >= levelRank[b];
}

/**
 * Settings resolve default -> global (host) -> tenant -> user. Global values are host rows that a tenant's
 * transaction may read too (the table's read policy `settings_global_read`), so a tenant's settings are
 * read, and saved, in one transaction of the tenant's: also from inside a tenant's own write, which they
 * join (a payroll run asking the time zone, a change of the base currency saving it).
 *
 * Settings defined `isEncrypted` (the SMTP password) are sealed with the secret box on write and opened
 * on read, so the database only ever holds ciphertext; the row's owner and name are bound to the
 * ciphertext. `values()` gives clear text to server code; `clientValues()` never includes them.
 */
export function createSettingService(db: Database, secrets: SecretBox) {
  const sealContext = (row: Pick<SettingRow, 'providerName' | 'providerKey' | 'name'>) =>
    `${row.providerName}:${row.providerKey}:${row.name}`;

  function open(row: SettingRow): string {
    if (!definitions.get(row.name)?.isEncrypted || !secrets.isSealed(row.value)) return row.value;
    try {
      return secrets.decrypt(row.value, sealContext(row));
    } catch {
      // Sealed under another key (a lost secrets.key) or tampered with: unusable, so treated as unset.
      return '';
    }
  }

  function seal(name: string, providerName: string, providerKey: string, value: string): string {
    return definitions.get(name)?.isEncrypted
      ? secrets.encrypt(value, sealContext({ providerName, providerKey, name }))
      : value;
  }

  /** The global rows, the tenant's own and (when given) one user's: never the other users' rows. */
  async function rowsFor(tenantId: string | null, userId: string | null) {
    return db.transaction({ tenantId }, (tx) =>
      tx
        .select()
        .from(settings)
        .where(
          or(
            eq(settings.providerName, 'G'),
            tenantId ? and(eq(settings.providerName, 'T'), eq(settings.providerKey, tenantId)) : undefined,
            userId ? and(eq(settings.providerName, 'U'), eq(settings.providerKey, userId)) : undefined,
          ),
        ),
    );
  }

  async function resolve(ctx: Scope): Promise<Record<string, ResolvedSetting>> {
    const result: Record<string, ResolvedSetting> = Object.fromEntries(
      settingDefinitions.map((d) => [d.name, { value: d.defaultValue, level: 'D' as const }]),
    );
    const apply = (row: SettingRow, level: SettingLevel) => {
      if (definitions.has(row.name)) result[row.name] = { value: open(row), level };
    };
    // One transaction of the context's scope: a tenant's reads the global rows too (their read policy),
    // so a setting can be resolved from inside the tenant's own transaction.
    const rows = await rowsFor(ctx.tenantId, ctx.userId);
    for (const row of rows.filter((r) => r.providerName === 'G' && r.tenantId === null)) apply(row, 'G');
    for (const row of rows.filter((r) => r.providerName === 'T' && r.providerKey === ctx.tenantId))
      apply(row, 'T');
    for (const row of rows.filter((r) => r.providerName === 'U' && r.providerKey === ctx.userId))
      apply(row, 'U');
    return result;
  }

  async function values(ctx: Scope): Promise<Record<string, string>> {
    return Object.fromEntries(Object.entries(await resolve(ctx)).map(([name, r]) => [name, r.value]));
  }

  /** The provider of the context's own level: the tenant ('T'), or global ('G') on the host side. */
  function ownProvider(ctx: Pick<RequestContext, 'tenantId'>) {
    return { providerName: ctx.tenantId ? 'T' : 'G', providerKey: ctx.tenantId ?? '' };
  }

  function assertKnown(names: string[]) {
    const unknown = names.filter((n) => !definitions.has(n));
    if (unknown.length) throw new Error(`Unknown settings ${unknown.join(', ')}`);
  }

  /**
   * Saves several values for the context's tenant (or globally in the host) in one transaction.
   * As in ABP, a plain value equal to what the level above gives (the host's for a tenant, the default
   * for the host) is not stored: the row is removed, so the value keeps following the level above.
   * Encrypted values are always stored at this level. `keepWhenInherited` stores every value as given.
   */
  async function saveForCurrentTenant(
    ctx: Pick<RequestContext, 'tenantId'>,
    changes: Partial<Record<SettingName, string>> | Record<string, string>,
    options: { keepWhenInherited?: boolean } = {},
  ): Promise<void> {
    const entries = Object.entries(changes).filter((e): e is [string, string] => typeof e[1] === 'string');
    assertKnown(entries.map(([name]) => name));
    if (!entries.length) return;
    const { providerName, providerKey } = ownProvider(ctx);
    await db.transaction({ tenantId: ctx.tenantId }, async (tx) => {
      // What this level would inherit (the default, over it the host's global value for a tenant), read in
      // the same transaction: the tenant's sees the global rows.
      const inherited: Record<string, string> = Object.fromEntries(
        settingDefinitions.map((d) => [d.name, d.defaultValue]),
      );
      if (ctx.tenantId && !options.keepWhenInherited) {
        const globals = await tx
          .select()
          .from(settings)
          .where(and(isNull(settings.tenantId), eq(settings.providerName, 'G')));
        for (const row of globals) if (definitions.has(row.name)) inherited[row.name] = open(row);
      }
      const existing = await tx
        .select({ id: settings.id, name: settings.name })
        .from(settings)
        .where(
          and(
            eq(settings.providerName, providerName),
            eq(settings.providerKey, providerKey),
            inArray(
              settings.name,
              entries.map(([name]) => name),
            ),
          ),
        );
      const idOf = new Map(existing.map((r) => [r.name, r.id]));
      for (const [name, value] of entries) {
        const id = idOf.get(name);
        const follows =
          !options.keepWhenInherited && !definitions.get(name)?.isEncrypted && inherited[name] === value;
        if (follows) {
          if (id) await tx.delete(settings).where(eq(settings.id, id));
          continue;
        }
        const stored = seal(name, providerName, providerKey, value);
        if (id) await tx.update(settings).set({ value: stored }).where(eq(settings.id, id));
        else
          await tx
            .insert(settings)
            .values({ tenantId: ctx.tenantId, name, value: stored, providerName, providerKey });
      }
    });
  }

  const languageName = SettingNames.DefaultLanguage;
  /** A stored language, when it is one the product ships (an older or hand-written value is skipped). */
  const language = (value: string | undefined): LanguageCode | undefined =>
    value !== undefined && isLanguageCode(value) ? value : undefined;
  /** Users whose language one query reads (one parameter each). */
  const usersPerQuery = 5000;

  /**
   * The language each of `userIds` reads their mail in: their own `Abp.Localization.DefaultLanguage`
   * (chosen on My account), else the tenant's default language (the host's when the tenant has none),
   * else English. One query per 5,000 users plus one for the tenant and host values; a null user (an
   * employee without a user) reads the tenant's language.
   */
  async function languagesOf(
    tenantId: string | null,
    userIds: readonly (string | null)[],
  ): Promise<Map<string | null, LanguageCode>> {
    const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
    const own = new Map<string, LanguageCode>();
    let tenantLanguage: LanguageCode | undefined;
    let hostLanguage: LanguageCode | undefined;
    await db.transaction({ tenantId }, async (tx) => {
      const levels = await tx
        .select({ providerName: settings.providerName, tenantId: settings.tenantId, value: settings.value })
        .from(settings)
        .where(
          and(
            eq(settings.name, languageName),
            or(
              eq(settings.providerName, 'G'),
              tenantId ? and(eq(settings.providerName, 'T'), eq(settings.providerKey, tenantId)) : undefined,
            ),
          ),
        );
      for (const row of levels) {
        if (row.providerName === 'G' && row.tenantId === null) hostLanguage = language(row.value);
        if (row.providerName === 'T') tenantLanguage = language(row.value);
      }
      for (let i = 0; i < ids.length; i += usersPerQuery) {
        const rows = await tx
          .select({ userId: settings.providerKey, value: settings.value })
          .from(settings)
          .where(
            and(
              eq(settings.name, languageName),
              eq(settings.providerName, 'U'),
              inArray(settings.providerKey, ids.slice(i, i + usersPerQuery)),
            ),
          );
        for (const row of rows) {
          const chosen = language(row.value);
          if (chosen) own.set(row.userId, chosen);
        }
      }
    });
    const fallback = tenantLanguage ?? hostLanguage ?? language(definitions.get(languageName)?.defaultValue);
    const result = new Map<string | null, LanguageCode>();
    for (const id of userIds) result.set(id, (id && own.get(id)) || fallback || defaultLanguage);
    return result;
  }

  /** The user's own language setting (My account), or null when they follow the tenant's default. */
  async function ownLanguage(ctx: Scope): Promise<LanguageCode | null> {
    if (!ctx.userId) return null;
    const userId = ctx.userId;
    const [row] = await db.transaction({ tenantId: ctx.tenantId }, (tx) =>
      tx
        .select({ value: settings.value })
        .from(settings)
        .where(
          and(
            eq(settings.name, languageName),
            eq(settings.providerName, 'U'),
            eq(settings.providerKey, userId),
          ),
        ),
    );
    return language(row?.value) ?? null;
  }

  /**
   * Sets (or with null removes) the user's own language: a row at the user level ('U', the user's id).
   * Joins the caller's transaction of the same tenant (the profile's save).
   */
  async function setOwnLanguage(ctx: Scope, value: LanguageCode | null): Promise<void> {
    if (!ctx.userId) throw new Error('A user language needs a user');
    const userId = ctx.userId;
    const mine = and(
      eq(settings.name, languageName),
      eq(settings.providerName, 'U'),
      eq(settings.providerKey, userId),
    );
    await db.transaction({ tenantId: ctx.tenantId }, async (tx) => {
      if (value === null) {
        await tx.delete(settings).where(mine);
        return;
      }
      await tx
        .insert(settings)
        .values({ tenantId: ctx.tenantId, name: languageName, value, providerName: 'U', providerKey: userId })
        .onConflictDoUpdate({
          target: [settings.tenantId, settings.providerName, settings.providerKey, settings.name],
          set: { value },
        });
    });
  }

  return {
    values,
    /** The language one user reads their mail in (see `languagesOf`). */
    async languageOf(tenantId: string | null, userId: string | null): Promise<LanguageCode> {
      return (await languagesOf(tenantId, [userId])).get(userId) ?? defaultLanguage;
    },
    languagesOf,
    ownLanguage,
    setOwnLanguage,
    /** Values with the level each comes from (the mail service decides which credentials to trust). */
    resolve,
    /** The values the web app may see; encrypted settings never leave the server. */
    async clientValues(ctx: Scope): Promise<Record<string, string>> {
      const all = await values(ctx);
      return Object.fromEntries(
        Object.entries(all).filter(([name]) => definitions.get(name)?.isVisibleToClients),
      );
    },
    async get(ctx: Scope, name: string): Promise<string> {
      return (await values(ctx))[name] ?? '';
    },
    /**
     * The tenant's IANA time zone (`Abp.Timing.TimeZone`, the host's or the default when the tenant has
     * none): what turns instants into the tenant's work days. Readable inside the tenant's transaction.
     */
    async timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string> {
      return (await values({ tenantId: ctx.tenantId, userId: null }))[SettingNames.TimeZone] ?? 'UTC';
    },
    /** Sets a value for the context's tenant (or globally in the host), encrypted when so defined. */
    async setForCurrentTenant(
      ctx: Pick<RequestContext, 'tenantId'>,
      name: string,
      value: string,
    ): Promise<void> {
      await saveForCurrentTenant(ctx, { [name]: value }, { keepWhenInherited: true });
    },
    saveForCurrentTenant,
  };
}
export type SettingService = ReturnType<typeof createSettingService>;
