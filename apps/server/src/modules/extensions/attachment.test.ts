import {
  type AttachmentDto,
  type AttachmentTypeDto,
  attachmentEndpoints,
  attachmentTypeEndpoints,
  EmployeesPermissions,
  EntityType,
  type PagedResult,
  pathOf,
} from '@hr/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../platform/context.ts';
import { newId } from '../../platform/db/columns.ts';
import { startJobs } from '../../platform/jobs.ts';
import { type Method, settingsTestSetup } from '../../test/helpers/extensions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  cleanupTempAttachmentsCron,
  cleanupTempAttachmentsQueue,
  extensionsJobs,
} from './extensions.jobs.ts';
import { attachmentContents, attachments } from './extensions.tables.ts';

const E = EmployeesPermissions.Employees;
const KB = 1024;

// Real files, small: a 1×1 PNG, a minimal PDF, an .xlsx written by exceljs, UTF-8 text.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const text = Buffer.from('الاسم,القسم\nرانيا,الموارد البشرية\n', 'utf8');
let xlsx: Buffer;

let t: TestApp;
let s: Awaited<ReturnType<typeof settingsTestSetup>>;
let docs: AttachmentTypeDto;
let sheets: AttachmentTypeDto;
let globexDocs: AttachmentTypeDto;

async function createType(token: string, name: string, allowedSize: number, extensions: string[]) {
  const r = await s.call(token, 'POST', attachmentTypeEndpoints.create.path, {
    name,
    entityType: EntityType.Employee,
    allowedSize,
    allowedExtensions: extensions.map((value) => ({ value })),
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AttachmentTypeDto>();
}

beforeAll(async () => {
  t = await createTestApp();
  s = await settingsTestSetup(t);
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Sheet').addRow(['a', 1]);
  xlsx = Buffer.from(await book.xlsx.writeBuffer());
  docs = await createType(s.acme, 'Documents', 2 * KB, ['pdf', 'png', 'txt', 'csv', 'docx']);
  sheets = await createType(s.acme, 'Sheets', 100 * KB, ['xlsx', 'docx']);
  globexDocs = await createType(s.globex, 'Documents', 2 * KB, ['pdf', 'png']);
});
afterAll(() => t?.close());

const upload = (token: string, type: AttachmentTypeDto, fileName: string, bytes: Buffer, extra = {}) =>
  s.call(token, 'POST', attachmentEndpoints.upload.path, {
    attachmentTypeId: type.id,
    fileName,
    file: bytes.toString('base64'),
    ...extra,
  });

async function uploaded(token: string, type: AttachmentTypeDto, fileName: string, bytes: Buffer, extra = {}) {
  const r = await upload(token, type, fileName, bytes, extra);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AttachmentDto>();
}

const saveTemp = (token: string, attachmentIds: string[], bindEntityId: string) =>
  s.call(token, 'POST', attachmentEndpoints.saveTemp.path, { attachmentIds, bindEntityId });

const listOf = async (token: string, entityId: string) => {
  const r = await s.call(
    token,
    'GET',
    `${attachmentEndpoints.list.path}?bindEntityId=${entityId}&maxResultCount=100`,
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json<PagedResult<AttachmentDto>>();
};

describe('uploads are checked against their type', () => {
  it('a valid file is stored as a temporary attachment', async () => {
    const a = await uploaded(s.acme, docs, 'scan.png', png, { expiryDate: '2030-12-31' });
    expect(a).toMatchObject({
      fileName: 'scan.png',
      attachmentTypeId: docs.id,
      attachmentTypeName: 'Documents',
      fileSize: png.length,
      contentType: 'image/png',
      expiryDate: '2030-12-31',
      isTemp: true,
      bindEntityId: null,
      entityType: null,
    });
    expect(Date.now() - Date.parse(a.creationTime)).toBeLessThan(60_000);
    // Text is text when it is UTF-8 without NUL bytes; OOXML by the parts of its zip; a data: URL works.
    await uploaded(s.acme, docs, 'staff.csv', text);
    await uploaded(s.acme, docs, 'notes.TXT', text);
    await uploaded(s.acme, sheets, 'book.xlsx', xlsx);
    const viaDataUrl = await s.call(s.acme, 'POST', attachmentEndpoints.upload.path, {
      attachmentTypeId: docs.id,
      fileName: 'scan.pdf',
      file: `data:application/pdf;base64,${pdf.toString('base64')}`,
    });
    expect(viaDataUrl.statusCode, viaDataUrl.body).toBe(200);
  });

  it('an extension the type does not allow is refused', async () => {
    const r = await upload(s.acme, docs, 'book.xlsx', xlsx);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toMatchObject({
      code: 'Attachment:ExtensionNotAllowed',
      message: 'Files of type .xlsx are not allowed for Documents. Allowed: pdf, png, docx, txt, csv.',
    });
    const none = await upload(s.acme, docs, 'README', text);
    expect(none.json().error.code).toBe('Attachment:ExtensionNotAllowed');
  });

  it('a lying extension is refused by the content (magic bytes)', async () => {
    const cases: Array<[AttachmentTypeDto, string, Buffer]> = [
      [docs, 'photo.pdf', png],
      [docs, 'report.png', pdf],
      [docs, 'binary.txt', png],
      [docs, 'nul.txt', Buffer.from('abc\u0000def')],
      [docs, 'latin1.csv', Buffer.from([0x63, 0x61, 0x66, 0xe9])],
      [sheets, 'sheet.docx', xlsx],
      [docs, 'plain.pdf', text],
    ];
    for (const [type, fileName, bytes] of cases) {
      const r = await upload(s.acme, type, fileName, bytes);
      expect(r.statusCode, fileName).toBe(422);
      expect(r.json().error.code, fileName).toBe('Attachment:ContentMismatch');
    }
    const r = await upload(s.acme, docs, 'photo.pdf', png);
    expect(r.json().error.message).toBe('The content of photo.pdf is not a .pdf file.');
  });

  it('a file larger than the type allows is refused; the limit itself is fine', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * KB, 0x20)]);
    const r = await upload(s.acme, docs, 'big.pdf', big);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toMatchObject({
      code: 'Attachment:FileTooLarge',
      message: 'The file is 2.01 KB; Documents allows at most 2.00 KB.',
    });
    await uploaded(s.acme, docs, 'exact.pdf', big.subarray(0, 2 * KB));
  });

  it('empty files, bad base64, bad names, unknown or foreign types are refused', async () => {
    expect((await upload(s.acme, docs, 'empty.txt', Buffer.alloc(0))).statusCode).toBe(400);
    const bad = await s.call(s.acme, 'POST', attachmentEndpoints.upload.path, {
      attachmentTypeId: docs.id,
      fileName: 'x.pdf',
      file: 'not base64!',
    });
    expect(bad.json().error.code).toBe('Attachment:InvalidBase64');
    for (const fileName of ['../etc/passwd.pdf', 'a/b.pdf', 'a\\b.pdf', 'bell\u0007.pdf', ' ']) {
      const r = await upload(s.acme, docs, fileName, pdf);
      expect(r.statusCode, fileName).toBe(400);
    }
    expect((await upload(s.acme, docs, 'x.pdf', pdf, { expiryDate: '2030-02-30' })).statusCode).toBe(400);
    const unknown = await upload(s.acme, { ...docs, id: newId() }, 'x.pdf', pdf);
    expect(unknown.json().error.code).toBe('Attachment:TypeNotFound');
    const foreign = await upload(s.acme, globexDocs, 'x.pdf', pdf);
    expect(foreign.json().error.code).toBe('Attachment:TypeNotFound');
  });

  it('messages are in the reader’s language', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: attachmentEndpoints.upload.path,
      headers: t.as(s.acme, { 'accept-language': 'ar' }),
      payload: { attachmentTypeId: docs.id, fileName: 'photo.pdf', file: png.toString('base64') },
    });
    expect(r.json().error.message).toBe('محتوى الملف photo.pdf ليس ملفًا من النوع ‎.pdf.');
  });
});

describe('download', () => {
  it('gives the same bytes with the content type, the UTF-8 file name and nosniff', async () => {
    const a = await uploaded(s.acme, docs, 'هوية "أحمد" 100%.png', png);
    const r = await s.call(s.acme, 'GET', pathOf(attachmentEndpoints.file, { id: a.id }));
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(png)).toBe(true);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="____ ______ 100_.png"; filename*=UTF-8''${encodeURIComponent('هوية "أحمد" 100%.png')}`,
    );
    const csv = await uploaded(s.acme, docs, 'staff.csv', text);
    const c = await s.call(s.acme, 'GET', pathOf(attachmentEndpoints.file, { id: csv.id }));
    expect(c.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(c.body).toBe(text.toString('utf8'));
  });

  it('a temporary upload is only its uploader’s; another tenant’s is not found', async () => {
    const a = await uploaded(s.acme, docs, 'mine.pdf', pdf);
    const colleague = await s.userWith(E.Default, E.Create);
    expect((await s.call(colleague, 'GET', pathOf(attachmentEndpoints.file, { id: a.id }))).statusCode).toBe(
      404,
    );
    expect((await s.call(s.globex, 'GET', pathOf(attachmentEndpoints.file, { id: a.id }))).statusCode).toBe(
      404,
    );
    const entity = newId();
    expect((await saveTemp(s.acme, [a.id], entity)).statusCode).toBe(204);
    expect((await s.call(colleague, 'GET', pathOf(attachmentEndpoints.file, { id: a.id }))).statusCode).toBe(
      200,
    );
    expect((await s.call(s.globex, 'GET', pathOf(attachmentEndpoints.file, { id: a.id }))).statusCode).toBe(
      404,
    );
  });
});

describe('save-temp, list and delete', () => {
  it('binds temporary uploads to a saved entity, which then lists them newest first', async () => {
    const a = await uploaded(s.acme, docs, 'one.pdf', pdf);
    const b = await uploaded(s.acme, docs, 'two.png', png);
    const entity = newId();
    expect((await listOf(s.acme, entity)).totalCount).toBe(0);
    const r = await saveTemp(s.acme, [a.id, b.id], entity);
    expect(r.statusCode, r.body).toBe(204);
    const list = await listOf(s.acme, entity);
    expect(list.totalCount).toBe(2);
    expect(list.items.map((x) => x.fileName)).toEqual(['two.png', 'one.pdf']);
    expect(list.items[0]).toMatchObject({
      isTemp: false,
      bindEntityId: entity,
      entityType: EntityType.Employee,
    });
    // Repeating the call changes nothing; binding them to another entity is refused.
    expect((await saveTemp(s.acme, [a.id, b.id], entity)).statusCode).toBe(204);
    const moved = await saveTemp(s.acme, [a.id], newId());
    expect(moved.json().error.code).toBe('Attachment:NotTemporary');
    expect(
      (await s.call(s.acme, 'GET', `${attachmentEndpoints.list.path}?maxResultCount=5`)).statusCode,
    ).toBe(400);
  });

  it('save-temp refuses another tenant’s uploads and unknown ids, binding none of the list', async () => {
    const foreign = await uploaded(s.globex, globexDocs, 'theirs.pdf', pdf);
    const mine = await uploaded(s.acme, docs, 'mine.pdf', pdf);
    const entity = newId();
    const r = await saveTemp(s.acme, [mine.id, foreign.id], entity);
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('Attachment:NotTemporary');
    expect((await saveTemp(s.acme, [newId()], entity)).statusCode).toBe(422);
    expect((await listOf(s.acme, entity)).totalCount).toBe(0);
    // Globex's upload is still its own temporary one.
    expect((await saveTemp(s.globex, [foreign.id], entity)).statusCode).toBe(204);
    expect((await listOf(s.globex, entity)).items.map((x) => x.id)).toEqual([foreign.id]);
    expect((await listOf(s.acme, entity)).totalCount).toBe(0);
  });

  it('save-temp binds uploads only to the entity type of their attachment type', async () => {
    const a = await uploaded(s.acme, docs, 'for-employees.pdf', pdf);
    const r = await s.call(s.acme, 'POST', attachmentEndpoints.saveTemp.path, {
      attachmentIds: [a.id],
      bindEntityId: newId(),
      entityType: EntityType.Contract,
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('Attachment:WrongEntityType');
  });

  it('deletes a saved attachment with its bytes; another tenant cannot', async () => {
    const a = await uploaded(s.acme, docs, 'gone.pdf', pdf);
    const entity = newId();
    await saveTemp(s.acme, [a.id], entity);
    expect(
      (await s.call(s.globex, 'DELETE', pathOf(attachmentEndpoints.delete, { id: a.id }))).statusCode,
    ).toBe(404);
    expect(
      (await s.call(s.acme, 'DELETE', pathOf(attachmentEndpoints.delete, { id: a.id }))).statusCode,
    ).toBe(204);
    expect((await listOf(s.acme, entity)).totalCount).toBe(0);
    expect((await s.call(s.acme, 'GET', pathOf(attachmentEndpoints.file, { id: a.id }))).statusCode).toBe(
      404,
    );
    const left = await t.db.transaction({ tenantId: s.acmeId }, (tx) =>
      tx.select().from(attachmentContents).where(eq(attachmentContents.attachmentId, a.id)),
    );
    expect(left).toEqual([]);
    expect(
      (await s.call(s.acme, 'DELETE', pathOf(attachmentEndpoints.delete, { id: a.id }))).statusCode,
    ).toBe(404);
  });
});

describe('permissions', () => {
  it('reading needs the employee list policy; uploading and binding creating or editing employees', async () => {
    const a = await uploaded(s.acme, docs, 'read.pdf', pdf);
    const entity = newId();
    await saveTemp(s.acme, [a.id], entity);
    const nobody = await s.userWith();
    const reader = await s.userWith(E.Default);
    const creator = await s.userWith(E.Create);
    const editor = await s.userWith(E.Update);
    const listUrl = `${attachmentEndpoints.list.path}?bindEntityId=${entity}`;
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', listUrl],
      ['GET', pathOf(attachmentEndpoints.file, { id: a.id })],
    ];
    for (const [method, url] of routes) {
      expect((await s.call(nobody, method, url)).statusCode, url).toBe(403);
      expect((await s.call(creator, method, url)).statusCode, url).toBe(403);
      expect((await s.call(reader, method, url)).statusCode, url).toBe(200);
    }
    for (const token of [nobody, reader]) {
      expect((await upload(token, docs, 'x.pdf', pdf)).statusCode).toBe(403);
      expect((await saveTemp(token, [a.id], entity)).statusCode).toBe(403);
    }
    for (const token of [creator, editor]) {
      const mine = await uploaded(token, docs, 'x.pdf', pdf);
      expect((await saveTemp(token, [mine.id], entity)).statusCode).toBe(204);
    }
    // Deleting a saved attachment edits its employee.
    expect(
      (await s.call(creator, 'DELETE', pathOf(attachmentEndpoints.delete, { id: a.id }))).statusCode,
    ).toBe(403);
    expect(
      (await s.call(editor, 'DELETE', pathOf(attachmentEndpoints.delete, { id: a.id }))).statusCode,
    ).toBe(204);
  });
});

describe('cleanup of temporary uploads', () => {
  it('deletes, in every tenant, only temporary uploads older than a day', async () => {
    const now = new Date();
    const oldTemp = await uploaded(s.acme, docs, 'old-temp.pdf', pdf);
    const newTemp = await uploaded(s.acme, docs, 'new-temp.pdf', pdf);
    const oldBound = await uploaded(s.acme, docs, 'old-bound.pdf', pdf);
    const globexOld = await uploaded(s.globex, globexDocs, 'old-temp.pdf', pdf);
    await saveTemp(s.acme, [oldBound.id], newId());
    const age = async (tenantId: string, id: string, hours: number) =>
      t.db.transaction({ tenantId }, (tx) =>
        tx
          .update(attachments)
          .set({ creationTime: sql`now() - make_interval(hours => ${hours})` })
          .where(eq(attachments.id, id)),
      );
    await age(s.acmeId, oldTemp.id, 25);
    await age(s.acmeId, newTemp.id, 23);
    await age(s.acmeId, oldBound.id, 48);
    await age(s.globexId, globexOld.id, 25);

    const deleted = await t.services.extensions.attachments.deleteExpiredTemp(now);
    expect(deleted).toBeGreaterThanOrEqual(2);
    const remaining = async (tenantId: string) =>
      (await t.db.transaction({ tenantId }, (tx) => tx.select({ id: attachments.id }).from(attachments))).map(
        (r) => r.id,
      );
    const acmeLeft = await remaining(s.acmeId);
    expect(acmeLeft).not.toContain(oldTemp.id);
    expect(acmeLeft).toContain(newTemp.id);
    expect(acmeLeft).toContain(oldBound.id);
    expect(await remaining(s.globexId)).not.toContain(globexOld.id);
    // The bytes went with them.
    const bytes = await t.db.transaction({ tenantId: s.acmeId }, (tx) =>
      tx.select().from(attachmentContents).where(eq(attachmentContents.attachmentId, oldTemp.id)),
    );
    expect(bytes).toEqual([]);
    expect(await t.services.extensions.attachments.deleteExpiredTemp(now)).toBe(0);
  });

  it('runs hourly as a pg-boss job', async () => {
    const old = await uploaded(s.acme, docs, 'job-temp.pdf', pdf);
    await t.db.transaction({ tenantId: s.acmeId }, (tx) =>
      tx
        .update(attachments)
        .set({ creationTime: sql`now() - interval '2 days'` })
        .where(eq(attachments.id, old.id)),
    );
    const boss = await startJobs(t.db, t.app.log);
    try {
      await extensionsJobs(t.services.extensions, boss);
      const schedules = await boss.getSchedules();
      expect(schedules.find((x) => x.name === cleanupTempAttachmentsQueue)?.cron).toBe(
        cleanupTempAttachmentsCron,
      );
      await boss.send(cleanupTempAttachmentsQueue, {});
      const exists = async () =>
        (
          await t.db.transaction({ tenantId: s.acmeId }, (tx) =>
            tx.select({ id: attachments.id }).from(attachments).where(eq(attachments.id, old.id)),
          )
        ).length > 0;
      const deadline = Date.now() + 20_000;
      while ((await exists()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await exists()).toBe(false);
    } finally {
      await boss.stop({ graceful: false, wait: true, timeout: 2000 });
    }
  });

  it('binding inside another module’s transaction joins it, with the same rules', async () => {
    const { attachments: service } = t.services.extensions;
    const a = await uploaded(s.acme, docs, 'bound-in-tx.pdf', pdf);
    const entity = newId();
    const ctx = systemContext(s.acmeId);
    const bind = (entityType: number, bindEntityId: string) =>
      service.saveTemp(ctx, { attachmentIds: [a.id], bindEntityId, entityType });
    // The entity's save fails after binding: the binding goes with it.
    await expect(
      t.db.transaction(ctx, async () => {
        await bind(EntityType.Employee, entity);
        throw new Error('the entity could not be saved');
      }),
    ).rejects.toThrow('the entity could not be saved');
    expect((await listOf(s.acme, entity)).items).toEqual([]);
    await t.db.transaction(ctx, () => bind(EntityType.Employee, entity));
    expect((await listOf(s.acme, entity)).items.map((x) => x.id)).toEqual([a.id]);
    await expect(t.db.transaction(ctx, () => bind(EntityType.Contract, newId()))).rejects.toMatchObject({
      code: 'Attachment:NotTemporary',
    });
  });
});
