import {
  attachmentEndpoints,
  attachmentTypeEndpoints,
  ContractsPermissions,
  contractEndpoints,
  type DocumentRenewalDetailsDto,
  DocumentRenewalState,
  type DueCountsDto,
  type DueItemDto,
  DueItemKind,
  documentRenewalEndpoints,
  dueItemEndpoints,
  EntityType,
  goTaskEndpoints,
  type MyDocumentDto,
  type NotificationListResult,
  NotificationType,
  type PagedResult,
  pathOf,
  SettingNames,
  WorkEntrySource,
} from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { startTenantSmtp } from '../../test/helpers/mail.ts';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import type { TestSmtpServer } from '../../test/smtp.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { demoPdf } from './documents.seed.ts';
import { dueReminders } from './documents.tables.ts';
import { thresholdCrossed } from './reminders.service.ts';

// Issue 42: documents that expire, the daily reminders (on the tenant's calendar, once per item, threshold
// and recipient, one digest per person and day, through a real SMTP server), the expiring-soon list, and
// renewals filed by the employee and decided by HR through the go-task machinery.

let t: TestApp;
let server: TestSmtpServer;
let tenant: { id: string; name: string };
let admin: string;
let hr: TestUser;
let employeeUser: TestUser;
let employeeToken: string;
let employeeId: string;
let typeId: string;
let documentId: string;

/** Riyadh's 2026-12-07 01:30: still 2026-12-06 in UTC. */
const riyadhTomorrow = new Date('2026-12-06T22:30:00Z');

async function uploadFor(token: string, employee: string, expiryDate: string | null, fileName = 'iqama.pdf') {
  const up = await t.call(token, 'POST', attachmentEndpoints.upload.path, {
    attachmentTypeId: typeId,
    expiryDate,
    fileName,
    file: demoPdf,
  });
  if (up.statusCode !== 200) return up;
  const bound = await t.call(token, 'POST', attachmentEndpoints.saveTemp.path, {
    attachmentIds: [up.json<{ id: string }>().id],
    bindEntityId: employee,
    entityType: EntityType.Employee,
  });
  expect(bound.statusCode, bound.body).toBe(204);
  return up;
}

const notificationsOf = async (token: string) => {
  const r = await t.call(token, 'GET', '/api/app/notification?maxResultCount=100');
  expect(r.statusCode, r.body).toBe(200);
  return r.json<NotificationListResult>().items.filter((n) => n.type === NotificationType.DueReminder);
};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await t.createTenant();
  admin = await t.login(tenant.name);
  server = await startTenantSmtp(t, admin);
  await t.services.platform.settings.saveForCurrentTenant(
    { tenantId: tenant.id },
    { [SettingNames.TimeZone]: 'Asia/Riyadh', [SettingNames.Documents.ReminderHour]: '0' },
  );
  hr = await t.userWith(tenant.name, [
    'HR.Documents.Index',
    'HR.DocumentRenewals.Index',
    'HR.DocumentRenewals.Approve',
    'HR.DocumentRenewals.Reject',
  ]);
  employeeUser = await t.userWith(tenant.name, []);
  const employees = employeesApi(t);
  const jobTitleId = await employees.createJobTitle(admin, 'Driver');
  employeeId = await employees.create(admin, employeeBody(jobTitleId, { userId: employeeUser.id }));
  employeeToken = await t.login(tenant.name, employeeUser.userName);
  const type = await t.call(admin, 'POST', attachmentTypeEndpoints.create.path, {
    name: 'Residence permit',
    entityType: EntityType.Employee,
    allowedSize: 1024 * 1024,
    allowedExtensions: [{ value: 'pdf' }],
    expires: true,
    reminderDays: [0, 30, 7, 7],
    remindHr: true,
    remindEmployee: true,
    employeeMayRenew: true,
  });
  expect(type.statusCode, type.body).toBe(200);
  typeId = type.json<{ id: string; reminderDays: number[] }>().id;
  expect(type.json<{ reminderDays: number[] }>().reminderDays).toEqual([30, 7, 0]);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

describe('document types that expire', () => {
  it('refuses an upload without its expiry date, with a clear message', async () => {
    const r = await uploadFor(admin, employeeId, null);
    expect(r.statusCode).toBe(422);
    expect(r.body).toContain('Attachment:ExpiryDateRequired');
    expect(r.body).toContain('Residence permit');
  });

  it('picks the one threshold an item crosses', () => {
    expect(thresholdCrossed([30, 7, 0], 31)).toBeNull();
    expect(thresholdCrossed([30, 7, 0], 30)).toBe(30);
    expect(thresholdCrossed([30, 7, 0], 12)).toBe(30);
    expect(thresholdCrossed([30, 7, 0], 1)).toBe(7);
    expect(thresholdCrossed([30, 7, 0], 0)).toBe(0);
    expect(thresholdCrossed([30, 7, 0], -3)).toBe(0);
    expect(thresholdCrossed([30, 7, 0], -30)).toBeNull();
  });
});

describe('the daily reminders', () => {
  it("reminds on the tenant's calendar: Riyadh's today while UTC is still on the day before", async () => {
    const up = await uploadFor(admin, employeeId, '2026-12-07');
    expect(up.statusCode, up.body).toBe(200);
    documentId = up.json<{ id: string }>().id;
    const done = await t.services.documents.reminders.run(riyadhTomorrow);
    expect(done.tenants).toBeGreaterThanOrEqual(1);
    const rows = await t.db.transaction({ tenantId: tenant.id }, (tx) =>
      tx.select().from(dueReminders).where(eq(dueReminders.tenantId, tenant.id)),
    );
    // HR (the holders of HR.Documents.Index: the HR user and the tenant's admin) and the employee.
    expect(rows.map((r) => [r.itemId, r.threshold, r.reminderDate])).toEqual([
      [documentId, 0, '2026-12-07'],
      [documentId, 0, '2026-12-07'],
      [documentId, 0, '2026-12-07'],
    ]);
    const [notice] = await notificationsOf(employeeToken);
    expect(notice?.title).toBe('A document expires today');
    expect(notice?.message).toContain('Residence permit');
    const mail = await server.waitForMessage((m) =>
      m.envelope.to.includes(`${employeeUser.userName}@example.test`),
    );
    expect(mail.subject).toMatch(/^Reminders of 2026.12.07: 1$/);
    expect(mail.text).toContain('A document expires today');
  });

  it('sends nothing twice across re-runs and two concurrent runs', async () => {
    const reminders = t.services.documents.reminders;
    // A second document, 30 days ahead in Riyadh on the next day: two runs at once, then a third.
    const up = await uploadFor(admin, employeeId, '2027-01-07', 'iqama-2.pdf');
    expect(up.statusCode, up.body).toBe(200);
    const next = new Date('2026-12-07T22:30:00Z');
    const [a, b] = await Promise.all([
      reminders.day(tenant.id, '2026-12-08', next),
      reminders.day(tenant.id, '2026-12-08', next),
    ]);
    const again = await reminders.day(tenant.id, '2026-12-08', next);
    // Three recipients (the HR user, the admin, the employee); whoever inserted a row sent it.
    expect(a.sent + b.sent).toBe(3);
    expect(again.sent).toBe(0);
    // The first document's day-0 reminders (sent the day before) are not sent again either.
    expect(again.skipped).toBe(6);
    expect(a.digests + b.digests).toBe(3);
    expect(again.digests).toBe(0);
    const rows = await t.db.transaction({ tenantId: tenant.id }, (tx) =>
      tx
        .select()
        .from(dueReminders)
        .where(and(eq(dueReminders.tenantId, tenant.id), eq(dueReminders.reminderDate, '2026-12-08'))),
    );
    expect(rows.map((r) => r.threshold)).toEqual([30, 30, 30]);
    const notices = (await notificationsOf(hr.token)).filter((n) => n.message.includes('iqama-2.pdf'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('A document expires in 30 days');
    await server.waitForMessage(
      (m) =>
        m.envelope.to.includes(`${hr.userName}@example.test`) &&
        /^Reminders of 2026.12.08: 1$/.test(m.subject),
    );
    await server.waitForMessage(
      (m) =>
        m.envelope.to.includes(`${employeeUser.userName}@example.test`) &&
        /^Reminders of 2026.12.08: 1$/.test(m.subject),
    );
    const digestsOf = (user: TestUser) =>
      server.messages.filter(
        (m) => m.envelope.to.includes(`${user.userName}@example.test`) && /2026.12.08/.test(m.subject),
      );
    expect(digestsOf(hr)).toHaveLength(1);
    expect(digestsOf(employeeUser)).toHaveLength(1);
  });
});

describe('expiring soon', () => {
  it('lists overdue first within the days, counts by kind and exports', async () => {
    const r = await t.call(hr.token, 'GET', `${dueItemEndpoints.list.path}?days=60`);
    expect(r.statusCode, r.body).toBe(200);
    const items = r.json<PagedResult<DueItemDto>>().items;
    expect(items.map((i) => i.kind)).toEqual([DueItemKind.Document, DueItemKind.Document]);
    expect(items[0]!.dueDate < items[1]!.dueDate).toBe(true);
    const counts = await t.call(hr.token, 'GET', `${dueItemEndpoints.counts.path}?days=60`);
    expect(counts.json<DueCountsDto>()).toMatchObject({ documents: 2, contracts: 0, total: 2 });
    const xlsx = await t.call(hr.token, 'GET', `${dueItemEndpoints.exportExcel.path}?days=60`);
    expect(xlsx.statusCode).toBe(200);
    // The module's public API gives the dashboard the same counts.
    const api = await t.services.documents.dueItems.counts(
      { tenantId: tenant.id, userId: null, now: () => new Date() } as never,
      { days: 60 },
    );
    expect(api.documents).toBe(2);
  });

  it('is behind its permission and the caller’s tenant', async () => {
    const none = await t.call(employeeToken, 'GET', dueItemEndpoints.list.path);
    expect(none.statusCode).toBe(403);
    const other = await t.createTenant();
    const outsider = await t.userWith(other.name, ['HR.Documents.Index']);
    const r = await t.call(outsider.token, 'GET', `${dueItemEndpoints.counts.path}?days=365`);
    expect(r.json<DueCountsDto>().total).toBe(0);
    const settings = await t.call(hr.token, 'GET', dueItemEndpoints.getSettings.path);
    expect(settings.statusCode).toBe(403);
  });
});

describe('renewals in self-service', () => {
  let documents: MyDocumentDto[];

  async function fileRenewal(documentId: string, expiryDate: string) {
    const r = await t.call(employeeToken, 'POST', documentRenewalEndpoints.createSelf.path, {
      documentId,
      expiryDate,
      fileName: 'iqama-new.pdf',
      file: demoPdf,
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json<string>();
  }
  const details = async (token: string, id: string) => {
    const r = await t.call(token, 'GET', pathOf(documentRenewalEndpoints.get, { id }));
    expect(r.statusCode, r.body).toBe(200);
    return r.json<DocumentRenewalDetailsDto>();
  };

  it('lists the employee’s own documents', async () => {
    const r = await t.call(employeeToken, 'GET', documentRenewalEndpoints.myDocuments.path);
    expect(r.statusCode, r.body).toBe(200);
    documents = r.json<MyDocumentDto[]>();
    expect(documents.map((d) => [d.fileName, d.canRenew])).toEqual([
      ['iqama.pdf', true],
      ['iqama-2.pdf', true],
    ]);
  });

  it('approved: the renewal replaces the document, the old one stays as history', async () => {
    const refused = await t.call(employeeToken, 'POST', documentRenewalEndpoints.createSelf.path, {
      documentId,
      expiryDate: '2026-01-01',
      fileName: 'old.pdf',
      file: demoPdf,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('Documents:RenewalNotLater');
    const id = await fileRenewal(documentId, '2028-12-07');
    const twice = await t.call(employeeToken, 'POST', documentRenewalEndpoints.createSelf.path, {
      documentId,
      expiryDate: '2028-12-08',
      fileName: 'again.pdf',
      file: demoPdf,
    });
    expect(twice.statusCode).toBe(422);
    const pending = await details(hr.token, id);
    expect(pending.state).toBe(DocumentRenewalState.PendingApproval);
    expect(pending.canApprove).toBe(true);
    const own = await t.call(employeeToken, 'POST', pathOf(goTaskEndpoints.approve, { id: pending.taskId! }));
    expect(own.statusCode).toBe(403);
    const approved = await t.call(hr.token, 'POST', pathOf(goTaskEndpoints.approve, { id: pending.taskId! }));
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await details(employeeToken, id)).state).toBe(DocumentRenewalState.Approved);
    const mine = (await t.call(employeeToken, 'GET', documentRenewalEndpoints.myDocuments.path)).json<
      MyDocumentDto[]
    >();
    expect(mine.map((d) => d.fileName)).toEqual(['iqama-2.pdf', 'iqama-new.pdf']);
    const all = await t.call(admin, 'GET', `${attachmentEndpoints.list.path}?bindEntityId=${employeeId}`);
    const history = all.json<PagedResult<{ id: string; supersededById: string | null }>>().items;
    expect(history.find((a) => a.id === documentId)?.supersededById).toBe(pending.attachmentId);
  });

  it('rejected with a reason: the document stays as it was', async () => {
    const second = documents.find((d) => d.fileName === 'iqama-2.pdf')!;
    const id = await fileRenewal(second.id, '2029-01-07');
    const pending = await details(hr.token, id);
    const rejected = await t.call(hr.token, 'POST', pathOf(goTaskEndpoints.reject, { id: pending.taskId! }), {
      reason: 'The scan is unreadable',
    });
    expect(rejected.statusCode, rejected.body).toBe(204);
    const after = await details(employeeToken, id);
    expect(after.state).toBe(DocumentRenewalState.Rejected);
    expect(after.rejectionReason).toBe('The scan is unreadable');
    const mine = (await t.call(employeeToken, 'GET', documentRenewalEndpoints.myDocuments.path)).json<
      MyDocumentDto[]
    >();
    expect(mine.find((d) => d.id === second.id)).toMatchObject({
      expiryDate: '2027-01-07',
      pendingRenewalId: null,
    });
  });

  it('HR lists the renewals by state, type and employee; the types are the renewals’ own', async () => {
    const list = async (query: string, token = hr.token) => {
      const r = await t.call(token, 'GET', `${documentRenewalEndpoints.all.path}?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PagedResult<{ state: number; attachmentTypeId: string | null; fileName: string }>>();
    };
    const approved = await list(`includedStates=${DocumentRenewalState.Approved}`);
    expect(approved.items.map((r) => r.state)).toEqual([DocumentRenewalState.Approved]);
    const decided = await list(
      `includedStates=${DocumentRenewalState.Approved},${DocumentRenewalState.Rejected}&employeeId=${employeeId}`,
    );
    expect(decided.totalCount).toBe(2);
    expect((await list(`attachmentTypeId=${typeId}`)).items.map((r) => r.attachmentTypeId)).toEqual([
      typeId,
      typeId,
    ]);
    expect((await list('attachmentTypeId=00000000-0000-4000-8000-000000000009')).totalCount).toBe(0);
    expect((await list(`includedStates=${DocumentRenewalState.PendingApproval}`)).totalCount).toBe(0);
    const types = await t.call(hr.token, documentRenewalEndpoints.types, {});
    expect(types.statusCode, types.body).toBe(200);
    expect(types.json()).toEqual([{ id: typeId, name: 'Residence permit' }]);
    // Behind its permission, and only the caller's tenant's.
    expect((await t.call(employeeToken, documentRenewalEndpoints.types, {})).statusCode).toBe(403);
    const other = await t.createTenant();
    const outsider = await t.userWith(other.name, ['HR.DocumentRenewals.Index']);
    expect((await t.call(outsider.token, documentRenewalEndpoints.types, {})).json()).toEqual([]);
    expect((await list('', outsider.token)).totalCount).toBe(0);
  });

  it('sends nothing for a document renewed before its threshold', async () => {
    // 30 days before its expiry on 2026-12-21: renewed (approved) on the days before.
    const up = await uploadFor(admin, employeeId, '2027-01-20', 'iqama-3.pdf');
    expect(up.statusCode, up.body).toBe(200);
    const third = up.json<{ id: string }>().id;
    const id = await fileRenewal(third, '2029-01-20');
    const pending = await details(hr.token, id);
    const approved = await t.call(hr.token, 'POST', pathOf(goTaskEndpoints.approve, { id: pending.taskId! }));
    expect(approved.statusCode, approved.body).toBe(204);
    const done = await t.services.documents.reminders.day(
      tenant.id,
      '2026-12-21',
      new Date('2026-12-20T22:30:00Z'),
    );
    expect(done.sent).toBe(0);
    const rows = await t.db.transaction({ tenantId: tenant.id }, (tx) =>
      tx
        .select()
        .from(dueReminders)
        .where(and(eq(dueReminders.tenantId, tenant.id), eq(dueReminders.itemId, third))),
    );
    expect(rows).toEqual([]);
  });

  it('keeps another employee and another tenant out of a renewal', async () => {
    const stranger = await t.userWith(tenant.name, []);
    const list = await t.call(hr.token, 'GET', `${documentRenewalEndpoints.all.path}`);
    const [first] = list.json<PagedResult<{ id: string }>>().items;
    const r = await t.call(stranger.token, 'GET', pathOf(documentRenewalEndpoints.get, { id: first!.id }));
    expect(r.statusCode).toBe(404);
    const forbidden = await t.call(stranger.token, 'GET', documentRenewalEndpoints.all.path);
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('contract ends', () => {
  /** An Active contract of a new employee from 2027-01-01 to `end`. */
  async function contract(jobTitleId: string, structureId: string, end: string) {
    const id = await employeesApi(t).create(admin, employeeBody(jobTitleId));
    const r = await t.call(admin, contractEndpoints.create, {
      body: {
        name: uniqueCode('Ending'),
        type: 0,
        start: '2027-01-01',
        end,
        employeeId: id,
        jobTitleId,
        workEntrySource: WorkEntrySource.Attendance,
        salaryStructureId: structureId,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const contractId = r.json<string>();
    const active = await t.call(admin, contractEndpoints.activate, { params: { id: contractId } });
    expect(active.statusCode, active.body).toBe(204);
    return contractId;
  }
  /** Every notification of the user about `relatedId`, whatever its type. */
  const aboutOf = async (token: string, relatedId: string) => {
    const r = await t.call(token, 'GET', '/api/app/notification?maxResultCount=100');
    expect(r.statusCode, r.body).toBe(200);
    return r.json<NotificationListResult>().items.filter((n) => n.relatedId === relatedId);
  };

  it('one end crossing a threshold: one notification per recipient, from the reminders job alone', async () => {
    const jobTitleId = await employeesApi(t).createJobTitle(admin, 'Mechanic');
    const payroll = payrollApi(t);
    const structureId = await payroll.createStructure(admin, [
      await payroll.createRule(admin, { categoryId: await payroll.createCategory(admin) }),
    ]);
    const today = '2027-06-01';
    const in30 = await contract(jobTitleId, structureId, '2027-07-01');
    const in7 = await contract(jobTitleId, structureId, '2027-06-08');
    const beyond = await contract(jobTitleId, structureId, '2027-08-01');
    const holder = await t.userWith(tenant.name, [ContractsPermissions.Contracts.Default]);
    const other = await t.userWith(tenant.name, [ContractsPermissions.WorkingSchedules.Default]);

    // Both daily jobs of the day, the reminders twice (a re-run): the contracts' job only expires.
    await t.services.employment.daily.day(tenant.id, today);
    const now = new Date('2027-05-31T22:30:00Z');
    await t.services.documents.reminders.day(tenant.id, today, now);
    await t.services.employment.daily.day(tenant.id, today);
    await t.services.documents.reminders.day(tenant.id, today, now);

    // The holders of HR.Contract.Index and of HR.Documents.Index: exactly one each.
    for (const user of [holder, hr]) {
      const ending30 = await aboutOf(user.token, in30);
      expect(ending30.map((n) => n.title)).toEqual(['A contract ends in 30 days']);
      const ending7 = await aboutOf(user.token, in7);
      expect(ending7.map((n) => n.title)).toEqual(['A contract ends in 7 days']);
      expect(ending7[0]!.message).toContain('2027/06/08');
      // Further than the largest threshold (60 days): not yet.
      expect(await aboutOf(user.token, beyond)).toEqual([]);
    }
    expect(await aboutOf(other.token, in30)).toEqual([]);
    const rows = await t.db.transaction({ tenantId: tenant.id }, (tx) =>
      tx
        .select()
        .from(dueReminders)
        .where(and(eq(dueReminders.tenantId, tenant.id), eq(dueReminders.itemId, in30))),
    );
    expect(rows.map((r) => [r.itemKind, r.threshold])).toEqual(rows.map(() => [DueItemKind.ContractEnd, 30]));
    expect(new Set(rows.map((r) => r.recipientId)).size).toBe(rows.length);
    expect(rows.map((r) => r.recipientId)).toEqual(expect.arrayContaining([holder.id, hr.id]));
    // In Arabic too.
    const arabic = await t.call(holder.token, 'GET', '/api/app/notification?maxResultCount=100', undefined, {
      'accept-language': 'ar',
    });
    expect(arabic.body).toContain('ينتهي عقد بعد');
  });
});
