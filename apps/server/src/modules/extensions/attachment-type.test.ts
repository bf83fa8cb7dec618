import {
  type AttachmentTypeDto,
  attachmentEndpoints,
  attachmentTypeEndpoints,
  availableExtensions,
  EmployeesPermissions,
  EntityType,
  ExtensionsPermissions,
  featureEndpoints,
  type PagedResult,
  pathOf,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Method, settingsTestSetup } from '../../test/helpers/extensions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const P = ExtensionsPermissions.AttachmentTypes;
const base = attachmentTypeEndpoints.list.path;
const one = (id: string) => pathOf(attachmentTypeEndpoints.get, { id });
const byEntityType = (entityType: number) =>
  `${attachmentTypeEndpoints.byEntityType.path}?entityType=${entityType}`;
const MB = 1024 * 1024;

let t: TestApp;
let s: Awaited<ReturnType<typeof settingsTestSetup>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await settingsTestSetup(t);
});
afterAll(() => t?.close());

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  entityType: EntityType.Employee,
  allowedSize: 2 * MB,
  allowedExtensions: [{ value: 'pdf' }, { value: 'png' }],
  ...extra,
});

async function create(token: string, name: string, extra: Record<string, unknown> = {}) {
  const r = await s.call(token, 'POST', base, body(name, extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json<AttachmentTypeDto>();
}

describe('attachment types', () => {
  it('the demo tenant has its seeded types', async () => {
    const r = await s.call(s.acme, 'GET', `${base}?maxResultCount=100`);
    expect(r.statusCode).toBe(200);
    const names = r.json<PagedResult<AttachmentTypeDto>>().items.map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(['National ID', 'Certificates']));
  });

  it('sorts by the fields its contract declares, and answers 400 naming them for another', async () => {
    const bySize = await s.call(s.acme, 'GET', `${base}?maxResultCount=100&sorting=ALLOWEDSIZE%20desc`);
    const sizes = bySize.json<PagedResult<AttachmentTypeDto>>().items.map((x) => x.allowedSize);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    for (const sorting of ['name', 'entityType desc', 'creationTime asc'])
      expect((await s.call(s.acme, 'GET', `${base}?sorting=${encodeURIComponent(sorting)}`)).statusCode).toBe(
        200,
      );
    const r = await s.call(s.acme, 'GET', `${base}?sorting=allowedExtensions`);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by name, entityType, allowedSize, creationTime only, each followed by asc or desc if you like.',
    );
  });

  it('creates, reads, lists, updates with PUT (id in the body) and deletes', async () => {
    const created = await create(s.acme, 'Passport', {
      allowedExtensions: [{ value: '.PNG' }, { value: 'pdf' }, { value: 'png' }],
    });
    // Lower case, without the dot, once each, in the order of the available list.
    expect(created).toMatchObject({
      name: 'Passport',
      entityType: EntityType.Employee,
      allowedSize: 2 * MB,
      allowedExtensions: [{ value: 'pdf' }, { value: 'png' }],
    });
    const read = await s.call(s.acme, 'GET', one(created.id));
    expect(read.json()).toMatchObject({ id: created.id, name: 'Passport' });
    const filtered = await s.call(s.acme, 'GET', `${base}?filter=passp`);
    expect(filtered.json()).toMatchObject({ totalCount: 1, items: [{ id: created.id }] });

    const updated = await s.call(s.acme, 'PUT', base, {
      id: created.id,
      ...body('Passport copy', { allowedSize: 512 * 1024, allowedExtensions: [{ value: 'jpg' }] }),
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Passport copy',
      allowedSize: 512 * 1024,
      allowedExtensions: [{ value: 'jpg' }],
    });
    expect(updated.json<AttachmentTypeDto>().concurrencyStamp).not.toBe(created.concurrencyStamp);

    // The old stamp is stale now.
    const stale = await s.call(s.acme, 'PUT', base, {
      id: created.id,
      ...body('Passport again'),
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);

    const deleted = await s.call(s.acme, 'DELETE', one(created.id));
    expect(deleted.statusCode).toBe(204);
    expect((await s.call(s.acme, 'GET', one(created.id))).statusCode).toBe(404);
  });

  it('lists the available extensions and the types of an entity type', async () => {
    const ext = await s.call(s.acme, 'GET', attachmentTypeEndpoints.availableExtensions.path);
    expect(ext.json()).toEqual([...availableExtensions]);
    const byEntity = await s.call(s.acme, 'GET', byEntityType(EntityType.Employee));
    expect(byEntity.statusCode).toBe(200);
    const names = byEntity.json<AttachmentTypeDto[]>().map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.toUpperCase().localeCompare(b.toUpperCase())));
    expect(names).toContain('National ID');
    const unknown = await s.call(s.acme, 'GET', byEntityType(9));
    expect(unknown.statusCode).toBe(400);
  });

  it('requires a name unique in the tenant (whatever the case), a sane size and available extensions', async () => {
    await create(s.acme, 'Medical report');
    const duplicate = await s.call(s.acme, 'POST', base, body('  MEDICAL report '));
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error).toMatchObject({
      code: 'AttachmentType:DuplicateName',
      message: 'There is already an attachment type named MEDICAL report.',
    });
    // Another tenant may use the same name.
    await create(s.globex, 'Medical report');

    const cases: Array<[Record<string, unknown>, string]> = [
      // Neither name: both language fields say so.
      [{ name: '  ' }, 'nameEn'],
      [{ name: '  ' }, 'nameAr'],
      [{ allowedSize: 0 }, 'allowedSize'],
      [{ allowedSize: 1.5 }, 'allowedSize'],
      [{ allowedSize: 20 * MB + 1 }, 'allowedSize'],
      [{ allowedExtensions: [] }, 'allowedExtensions'],
      [{ allowedExtensions: [{ value: 'exe' }] }, 'allowedExtensions.0.value'],
      [{ entityType: 9 }, 'entityType'],
      // Entity types travel as numbers.
      [{ entityType: 'Employee' }, 'entityType'],
    ];
    for (const [change, member] of cases) {
      const r = await s.call(s.acme, 'POST', base, body('Bad', change));
      expect(r.statusCode, JSON.stringify(change)).toBe(400);
      expect(r.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toContain(
        member,
      );
    }
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: base,
      headers: t.as(s.acme, { 'accept-language': 'ar' }),
      payload: body('Big', { allowedSize: 21 * MB }),
    });
    expect(tooLarge.json().error.validationErrors[0].message).toBe(
      'لا يمكن أن يتجاوز الحجم المسموح 20 ميغابايت.',
    );
    expect((await s.call(s.acme, 'POST', base, body('Max', { allowedSize: 20 * MB }))).statusCode).toBe(200);
  });

  it('renaming to another type’s name is refused; keeping one’s own name is not', async () => {
    const a = await create(s.acme, 'Type A');
    await create(s.acme, 'Type B');
    const clash = await s.call(s.acme, 'PUT', base, {
      id: a.id,
      ...body('type b'),
      concurrencyStamp: a.concurrencyStamp,
    });
    expect(clash.json().error.code).toBe('AttachmentType:DuplicateName');
    const same = await s.call(s.acme, 'PUT', base, {
      id: a.id,
      ...body('TYPE A'),
      concurrencyStamp: a.concurrencyStamp,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('a type in use by an attachment cannot be deleted', async () => {
    const type = await create(s.acme, 'Used type');
    const upload = await s.call(s.acme, 'POST', attachmentEndpoints.upload.path, {
      attachmentTypeId: type.id,
      fileName: 'scan.pdf',
      file: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const refused = await s.call(s.acme, 'DELETE', one(type.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'AttachmentType:InUse',
      message: 'The attachment type Used type is used by 1 attachment(s) and cannot be deleted.',
    });
  });

  it('every route needs its policy', async () => {
    const type = await create(s.acme, 'Policy check');
    const routes: Array<[Method, string, string, unknown?]> = [
      ['GET', base, P.Default],
      ['GET', attachmentTypeEndpoints.availableExtensions.path, P.Default],
      ['GET', one(type.id), P.Default],
      ['POST', base, P.Create, body('By policy')],
      [
        'PUT',
        base,
        P.Update,
        { id: type.id, ...body('Policy check'), concurrencyStamp: type.concurrencyStamp },
      ],
      ['DELETE', one(type.id), P.Delete],
    ];
    const nobody = await s.userWith();
    for (const [method, url, policy, payload] of routes) {
      expect((await s.call(nobody, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      const holder = await s.userWith(policy);
      const r = await s.call(holder, method, url, payload);
      expect(r.statusCode, `${method} ${url} with ${policy}: ${r.body}`).toBeLessThan(300);
    }
  });

  it('the types of an entity type are readable with the type policy or the employee list policy', async () => {
    const url = byEntityType(EntityType.Employee);
    expect((await s.call(await s.userWith(), 'GET', url)).statusCode).toBe(403);
    expect((await s.call(await s.userWith(P.Default), 'GET', url)).statusCode).toBe(200);
    const employeesReader = await s.userWith(EmployeesPermissions.Employees.Default);
    expect((await s.call(employeesReader, 'GET', url)).statusCode).toBe(200);
    expect((await s.call(employeesReader, 'GET', base)).statusCode).toBe(403);
  });

  it('another tenant’s type is not found, and lists show only the tenant’s own', async () => {
    const mine = await create(s.acme, 'Acme only');
    for (const [method, url, payload] of [
      ['GET', one(mine.id)],
      ['DELETE', one(mine.id)],
      ['PUT', base, { id: mine.id, ...body('Stolen'), concurrencyStamp: mine.concurrencyStamp }],
    ] as Array<[Method, string, unknown?]>) {
      expect((await s.call(s.globex, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await s.call(s.globex, 'GET', `${base}?maxResultCount=1000`);
    expect(list.json<PagedResult<AttachmentTypeDto>>().items.map((x) => x.id)).not.toContain(mine.id);
    const byEntity = await s.call(s.globex, 'GET', byEntityType(EntityType.Employee));
    expect(byEntity.json<AttachmentTypeDto[]>().map((x) => x.id)).not.toContain(mine.id);
    // Still there for acme.
    expect((await s.call(s.acme, 'GET', one(mine.id))).statusCode).toBe(200);
  });

  it('the host has no attachment types; a tenant without HR has no access', async () => {
    expect((await s.call(s.host, 'GET', base)).statusCode).toBe(403);
    const features = `${featureEndpoints.update.path}?providerName=T&providerKey=${s.globexId}`;
    const off = await s.call(s.host, 'PUT', features, { features: [{ name: 'HR.Enable', value: 'false' }] });
    expect(off.statusCode, off.body).toBe(204);
    try {
      expect((await s.call(s.globex, 'GET', base)).statusCode).toBe(403);
    } finally {
      await s.call(s.host, 'PUT', features, { features: [{ name: 'HR.Enable', value: 'true' }] });
    }
    expect((await s.call(s.globex, 'GET', base)).statusCode).toBe(200);
  });
});

describe('attachment type names in English and in Arabic', () => {
  it('shows the reader’s name (the other when it has none), unique per language, found in either', async () => {
    const ar = { 'accept-language': 'ar' };
    const stamp = Date.now().toString(36);
    const created = await s.call(s.acme, 'POST', base, {
      ...body('', { name: undefined }),
      nameEn: `Visa ${stamp}`,
      nameAr: `تأشيرة ${stamp}`,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<AttachmentTypeDto>().id;
    const read = async (headers?: Record<string, string>) =>
      (await t.call(s.acme, 'GET', one(id), undefined, headers)).json<AttachmentTypeDto>();
    expect(await read(ar)).toMatchObject({ name: `تأشيرة ${stamp}`, nameEn: `Visa ${stamp}` });
    expect((await read()).name).toBe(`Visa ${stamp}`);
    // The demo's type named in Arabic only reads so in English.
    const list = await t.call(s.acme, 'GET', `${base}?filter=${encodeURIComponent('عقد العمل')}`);
    expect(list.json<PagedResult<AttachmentTypeDto>>().items.map((x) => x.name)).toEqual(['عقد العمل']);
    // Found by its English name for an Arabic reader.
    const found = await t.call(s.acme, 'GET', `${base}?filter=visa%20${stamp}`, undefined, ar);
    expect(found.json<PagedResult<AttachmentTypeDto>>().items.map((x) => x.name)).toEqual([
      `تأشيرة ${stamp}`,
    ]);
    // The same Arabic name again, in another case of the English one: refused, whichever language clashes.
    for (const names of [{ nameAr: `تأشيرة ${stamp}` }, { nameEn: `VISA ${stamp}` }]) {
      const again = await s.call(s.acme, 'POST', base, { ...body('', { name: undefined }), ...names });
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json().error.code).toBe('AttachmentType:DuplicateName');
    }
  });
});
