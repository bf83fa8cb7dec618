import {
  type DueCountsDto,
  type DueItemDto,
  DueItemKind,
  defaultReminderDays,
  type GetDueItems,
  type PagedResult,
  SettingNames,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { SettingService } from '../../platform/settings.service.ts';
import { addDays, tenantToday } from '../../platform/tenant-date.ts';
import type { CustodyApi } from '../custody/public.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { EmploymentApi } from '../employment/public.ts';
import type { ExtensionsApi } from '../extensions/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';

type Scope = Pick<RequestContext, 'tenantId'>;

/** Who an item's reminders go to. */
export interface Remind {
  hr: boolean;
  manager: boolean;
  employee: boolean;
}

/** Something that comes due, from whichever module keeps it. */
export interface DueItem {
  kind: DueItemKind;
  itemId: string;
  employeeId: string;
  /** What the item is: the document's type, the contract's name, the custody item's description. */
  title: string;
  /** The document's file name (documents only). */
  detail: string | null;
  dueDate: string;
  /** Days ahead when reminders go, largest first. */
  thresholds: number[];
  remind: Remind;
}

/** A probation that ended this many days ago still shows (overdue) on the page and is still reminded. */
export const probationGraceDays = 30;

/** Whole days from `from` to `to` (dates, yyyy-MM-dd). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The thresholds setting as a list (largest first); the default when unreadable. */
export function parseThresholds(value: string | undefined): number[] {
  const days = (value ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 730);
  const unique = [...new Set(days)].sort((a, b) => b - a);
  return unique.length ? unique : [...defaultReminderDays];
}

export interface DueItemsDeps {
  documents: Pick<ExtensionsApi['employeeDocuments'], 'expiringUntil'>;
  contracts: Pick<EmploymentApi['contracts'], 'dueBetween'>;
  custody: Pick<CustodyApi['custodies'], 'dueUntil'>;
  employees: Pick<EmployeesApi['employees'], 'reminderFacts' | 'activeHolding'>;
  departments: Pick<OrganisationApi['departments'], 'jobTitlesUnder'>;
  settings: Pick<SettingService, 'values' | 'timeZoneOf'>;
}

/**
 * What comes due, from the modules that keep it: employees' documents of the types that expire (extensions),
 * Active contracts' ends and probation ends (employment), held custody due back (custody). The expiring-soon
 * page, its counts and export, and the reminders job read them here.
 */
export function createDueItemsService(deps: DueItemsDeps) {
  /** The tenant's date now (its time zone setting). */
  async function todayOf(ctx: Scope & Pick<RequestContext, 'now'>): Promise<string> {
    return tenantToday(deps.settings, ctx);
  }

  async function thresholdsOf(ctx: Scope): Promise<number[]> {
    const values = await deps.settings.values({ tenantId: ctx.tenantId, userId: null });
    return parseThresholds(values[SettingNames.Documents.DefaultThresholds]);
  }

  /** Every item due on or before `until` (documents and custody overdue at any age, probations within grace). */
  async function items(
    ctx: Scope,
    today: string,
    until: string,
    filter: { kind?: DueItemKind | undefined; employeeIds?: readonly string[] | undefined } = {},
  ): Promise<DueItem[]> {
    const wanted = (k: DueItemKind) => filter.kind === undefined || filter.kind === k;
    const thresholds = await thresholdsOf(ctx);
    const found: DueItem[] = [];
    if (wanted(DueItemKind.Document))
      for (const d of await deps.documents.expiringUntil(ctx, until, filter.employeeIds))
        found.push({
          kind: DueItemKind.Document,
          itemId: d.id,
          employeeId: d.employeeId,
          title: d.typeName,
          detail: d.fileName,
          dueDate: d.expiryDate,
          thresholds: [...d.reminderDays].sort((a, b) => b - a),
          remind: { hr: d.remindHr, manager: d.remindManager, employee: d.remindEmployee },
        });
    // A contract's end or its probation's: HR and the manager are reminded.
    const contractItems = async (
      kind: DueItemKind,
      which: 'end' | 'probation',
      range: { from?: string; until: string },
    ) => {
      for (const c of await deps.contracts.dueBetween(ctx, which, {
        ...range,
        employeeIds: filter.employeeIds,
      }))
        found.push({
          kind,
          itemId: c.id,
          employeeId: c.employeeId,
          title: c.name,
          detail: null,
          dueDate: c.date,
          thresholds,
          remind: { hr: true, manager: true, employee: false },
        });
    };
    if (wanted(DueItemKind.ContractEnd)) await contractItems(DueItemKind.ContractEnd, 'end', { until });
    if (wanted(DueItemKind.ProbationEnd))
      await contractItems(DueItemKind.ProbationEnd, 'probation', {
        from: addDays(today, -probationGraceDays),
        until,
      });
    if (wanted(DueItemKind.CustodyDue))
      for (const c of await deps.custody.dueUntil(ctx, until, filter.employeeIds))
        found.push({
          kind: DueItemKind.CustodyDue,
          itemId: c.id,
          employeeId: c.employeeId,
          title: c.description ?? '',
          detail: null,
          dueDate: c.dueDate,
          thresholds,
          remind: { hr: true, manager: false, employee: true },
        });
    // Overdue first (the earliest date), then the soonest; the id keeps the order stable.
    return found.sort((a, b) =>
      a.dueDate === b.dueDate ? a.itemId.localeCompare(b.itemId) : a.dueDate < b.dueDate ? -1 : 1,
    );
  }

  /** The employees of a department and its sub-departments (undefined: no filter). */
  async function employeesOf(ctx: Scope, departmentId: string | undefined) {
    if (!departmentId) return undefined;
    const jobTitleIds = (await deps.departments.jobTitlesUnder(ctx, departmentId, true)) ?? [];
    return (await deps.employees.activeHolding(ctx, jobTitleIds)).map((e) => e.id);
  }

  async function filtered(ctx: RequestContext, input: Pick<GetDueItems, 'days' | 'kind' | 'departmentId'>) {
    const today = await todayOf(ctx);
    const employeeIds = await employeesOf(ctx, input.departmentId);
    const found = await items(ctx, today, addDays(today, input.days), { kind: input.kind, employeeIds });
    return { today, found };
  }

  async function toDtos(ctx: Scope, today: string, found: readonly DueItem[]): Promise<DueItemDto[]> {
    const facts = await deps.employees.reminderFacts(ctx, [...new Set(found.map((i) => i.employeeId))]);
    return found.map((i) => ({
      kind: i.kind,
      itemId: i.itemId,
      employeeId: i.employeeId,
      employeeName: facts.get(i.employeeId)?.fullName ?? null,
      title: i.detail ? `${i.title} (${i.detail})` : i.title,
      dueDate: i.dueDate,
      daysLeft: daysBetween(today, i.dueDate),
    }));
  }

  return {
    items,
    todayOf,
    thresholdsOf,

    /** The expiring-soon page: overdue first, then the soonest, within the days, kind and department. */
    async list(ctx: RequestContext, input: GetDueItems): Promise<PagedResult<DueItemDto>> {
      const { today, found } = await filtered(ctx, input);
      const page = found.slice(input.skipCount, input.skipCount + input.maxResultCount);
      return { totalCount: found.length, items: await toDtos(ctx, today, page) };
    },

    /** The filtered list, whole, for the Excel export. */
    async exportRows(ctx: RequestContext, input: Pick<GetDueItems, 'days' | 'kind' | 'departmentId'>) {
      const { today, found } = await filtered(ctx, input);
      return toDtos(ctx, today, found);
    },

    /** How many of each kind come due within the days (overdue included): the page and the HR dashboard. */
    async counts(
      ctx: RequestContext,
      input: { days?: number | undefined; departmentId?: string | undefined },
    ): Promise<DueCountsDto> {
      const days = input.days ?? 30;
      const { today, found } = await filtered(ctx, { days, departmentId: input.departmentId });
      const of = (kind: DueItemKind) => found.filter((i) => i.kind === kind).length;
      return {
        days,
        documents: of(DueItemKind.Document),
        contracts: of(DueItemKind.ContractEnd),
        probations: of(DueItemKind.ProbationEnd),
        custody: of(DueItemKind.CustodyDue),
        overdue: found.filter((i) => i.dueDate < today).length,
        total: found.length,
      };
    },
  };
}
export type DueItemsService = ReturnType<typeof createDueItemsService>;
