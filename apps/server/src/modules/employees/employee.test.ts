import type { EmployeeDto, EmployeeListItemDto, EmployeeNameDto, PagedResult } from '@hr/contracts';
import {
  appConfigEndpoints,
  employeeEndpoints as E,
  EntityType,
  ExtraFieldType,
  emptyGuid,
  extraFieldDefinitionEndpoints,
  featureEndpoints,
  pathOf,
  tenantEndpoints,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody, employeesApi, nextNationalNumber } from '../../test/helpers/employees.ts';
import { identityApi } from '../../test/helpers/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof employeesApi>;
let admin: string;
let jobTitleId: string;
let otherJobTitleId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = employeesApi(t);
  admin = await t.login('acme');
  [jobTitleId, otherJobTitleId] = (await api.jobTitleIds(admin)) as [string, string];
});
afterAll(() => t?.close());

describe('an employee', () => {
  it('is created with every section, answers its id, and reads back whole', async () => {
    const managerId = await api.create(admin, employeeBody(jobTitleId, { name: 'Maya', surname: 'Nasser' }));
    const body = employeeBody(otherJobTitleId, {
      name: ' Layla ',
      dateOfBirth: '1990-04-12',
      managerId,
      contactInformation: {
        email: 'layla@mail.example',
        workEmail: 'layla@acme.example',
        phoneNumber: '0944 123 456',
        workPhoneNumber: '+963112223344',
      },
    });
    const r = await api.call(admin, 'POST', E.create.path, body);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/json/);
    const id = r.json<string>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const e = await api.get(admin, id);
    expect(e).toMatchObject({
      id,
      name: 'Layla',
      surname: 'Haddad',
      fatherName: 'Nabil',
      motherName: 'Rima',
      nationalNumber: body.nationalNumber,
      gender: 2,
      employeeStatus: 0,
      dateOfBirth: '1990-04-12',
      maritalStatus: 1,
      militaryServiceStatus: 3,
      jobTitleId: otherJobTitleId,
      managerId,
      managerName: 'Maya Nasser',
      userId: null,
      userName: null,
      contactInformation: {
        email: 'layla@mail.example',
        workEmail: 'layla@acme.example',
        phoneNumber: '0944 123 456',
        workPhoneNumber: '+963112223344',
      },
      emergencyContactInformation: {
        emergencyPhone: '0999999999',
        contactName: 'Nabil Haddad',
        relationShip: 'Father',
      },
      extraFields: [],
      lastModificationTime: null,
    });
    expect(e.jobTitleName).toBeTruthy();
    expect(e.creatorId).toBe((await identityApi(t).findUser(admin, 'admin')).id);
    expect(e.concurrencyStamp).toBeTruthy();

    const name = await api.call(admin, 'GET', pathOf(E.nameOf, { id }));
    expect(name.json()).toEqual({ id, name: 'Layla Haddad' });
  });

  it('leaves dateOfBirth, managerId, userId and the contact fields optional; blank and all-zero mean none', async () => {
    const id = await api.create(
      admin,
      employeeBody(jobTitleId, {
        dateOfBirth: '',
        managerId: emptyGuid,
        userId: '',
        contactInformation: { email: '', workEmail: null, phoneNumber: ' ' },
      }),
    );
    const e = await api.get(admin, id);
    expect(e).toMatchObject({ dateOfBirth: null, managerId: null, userId: null, managerName: null });
    expect(e.contactInformation).toEqual({
      email: null,
      workEmail: null,
      phoneNumber: null,
      workPhoneNumber: null,
    });
  });

  it('refuses a date of birth after today in the tenant, on create and on update, naming the field', async () => {
    // Two days ahead of UTC is after today in every time zone.
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const dateOfBirth of [future, '2999-12-31']) {
      const r = await api.call(admin, 'POST', E.create.path, employeeBody(jobTitleId, { dateOfBirth }));
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.validationErrors).toEqual([
        {
          message: expect.stringMatching(
            /^The date of birth cannot be after today \(\d{4}\/\d{2}\/\d{2}\)\.$/,
          ),
          members: ['dateOfBirth'],
        },
      ]);
    }
    const arabic = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, { dateOfBirth: future }),
      {
        'accept-language': 'ar',
      },
    );
    expect(arabic.json().error.validationErrors[0]).toMatchObject({
      message: expect.stringContaining('لا يمكن أن يكون تاريخ الميلاد بعد تاريخ اليوم'),
      members: ['dateOfBirth'],
    });
    const e = await api.get(
      admin,
      await api.create(admin, employeeBody(jobTitleId, { dateOfBirth: '1990-04-12' })),
    );
    const update = await api.update(admin, e, { dateOfBirth: future });
    expect(update.statusCode, update.body).toBe(400);
    expect(update.json().error.validationErrors[0].members).toEqual(['dateOfBirth']);
    expect((await api.get(admin, e.id)).dateOfBirth).toBe('1990-04-12');
  });

  it('is updated with its concurrency stamp; a stale stamp gets 409', async () => {
    const e = await api.get(admin, await api.create(admin, employeeBody(jobTitleId)));
    const r = await api.update(admin, e, {
      surname: 'Haddad-Nasser',
      employeeStatus: 1,
      emergencyContactInformation: {
        emergencyPhone: '0911111111',
        contactName: 'Rima',
        relationShip: 'Mother',
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    const updated = r.json<EmployeeDto>();
    expect(updated).toMatchObject({
      surname: 'Haddad-Nasser',
      employeeStatus: 1,
      emergencyContactInformation: {
        emergencyPhone: '0911111111',
        contactName: 'Rima',
        relationShip: 'Mother',
      },
    });
    expect(updated.lastModificationTime).not.toBeNull();
    expect(updated.concurrencyStamp).not.toBe(e.concurrencyStamp);

    const stale = await api.update(admin, e, { surname: 'Lost' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('Platform:ConcurrencyConflict');
    expect((await api.get(admin, e.id)).surname).toBe('Haddad-Nasser');
  });

  it('is deleted softly: gone from reads and lists, its national number free again', async () => {
    const body = employeeBody(jobTitleId);
    const id = await api.create(admin, body);
    expect((await api.call(admin, 'DELETE', pathOf(E.delete, { id }))).statusCode).toBe(204);
    expect((await api.call(admin, 'GET', pathOf(E.get, { id }))).statusCode).toBe(404);
    expect((await api.call(admin, 'GET', pathOf(E.nameOf, { id }))).statusCode).toBe(404);
    expect((await api.call(admin, 'DELETE', pathOf(E.delete, { id }))).statusCode).toBe(404);
    const list = await api.list(admin, `?filter=${body.nationalNumber}`);
    expect(list.totalCount).toBe(0);
    await api.create(admin, employeeBody(jobTitleId, { nationalNumber: body.nationalNumber }));
  });
});

describe('the list', () => {
  it('pages, filters by job title, status and text, and names the status field employeeStatus', async () => {
    const jobTitle = await api.createJobTitle(admin, 'List test title');
    const active = await api.create(admin, employeeBody(jobTitle, { name: 'Zaid', surname: 'Listed' }));
    const inactive = await api.create(
      admin,
      employeeBody(jobTitle, { name: 'Zaina', surname: 'Listed', employeeStatus: 1 }),
    );

    const byTitle = await api.list<EmployeeListItemDto>(admin, `?jobTitleId=${jobTitle}`);
    expect(byTitle.totalCount).toBe(2);
    expect(byTitle.items.map((i) => i.id).sort()).toEqual([active, inactive].sort());
    const item = byTitle.items.find((i) => i.id === inactive)!;
    expect(item).toMatchObject({
      name: 'Zaina',
      surname: 'Listed',
      employeeStatus: 1,
      jobTitleName: 'List test title',
    });
    expect(item).not.toHaveProperty('employeeStatue');

    const inactiveOnly = await api.list<EmployeeListItemDto>(admin, `?jobTitleId=${jobTitle}&status=1`);
    expect(inactiveOnly.items.map((i) => i.id)).toEqual([inactive]);
    const activeOnly = await api.list<EmployeeListItemDto>(admin, `?jobTitleId=${jobTitle}&status=0`);
    expect(activeOnly.items.map((i) => i.id)).toEqual([active]);
    // The all-zero id is no filter.
    const all = await api.list(admin, `?jobTitleId=${emptyGuid}&maxResultCount=1`);
    expect(all.totalCount).toBeGreaterThanOrEqual(60);
    expect(all.items).toHaveLength(1);

    const byName = await api.list<EmployeeListItemDto>(
      admin,
      `?filter=${encodeURIComponent('Zaina Listed')}`,
    );
    expect(byName.items.map((i) => i.id)).toEqual([inactive]);
    const sorted = await api.list<EmployeeListItemDto>(admin, `?jobTitleId=${jobTitle}&sorting=name%20desc`);
    expect(sorted.items.map((i) => i.name)).toEqual(['Zaina', 'Zaid']);

    const second = await api.list<EmployeeListItemDto>(
      admin,
      `?jobTitleId=${jobTitle}&skipCount=1&maxResultCount=1`,
    );
    expect(second.totalCount).toBe(2);
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(byTitle.items[0]!.id);

    expect((await api.call(admin, 'GET', `${E.list.path}?status=7`)).statusCode).toBe(400);
    expect((await api.call(admin, 'GET', `${E.list.path}?jobTitleId=nope`)).statusCode).toBe(400);
    // The list and its export sort by the fields the contract declares, and refuse another.
    expect(E.list.sort).toEqual(E.exportExcel.sort);
    for (const path of [E.list.path, E.exportExcel.path]) {
      const unknown = await api.call(admin, 'GET', `${path}?sorting=motherName`);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.validationErrors).toEqual([
        {
          message:
            'This list can be sorted by name, surname, fatherName, nationalNumber, employeeStatus, creationTime only, each followed by asc or desc if you like.',
          members: ['sorting'],
        },
      ]);
    }
  });

  it('names: a page of 20 by default, searched by name', async () => {
    const page = await api.call(admin, 'GET', E.names.path);
    const names = page.json<PagedResult<EmployeeNameDto>>();
    expect(names.items).toHaveLength(20);
    expect(names.totalCount).toBeGreaterThanOrEqual(60);
    const john = await api.call(admin, 'GET', `${E.names.path}?name=john%20smith`);
    expect(john.json<PagedResult<EmployeeNameDto>>().items.map((i) => i.name)).toEqual(['John Smith']);
  });
});

describe('the rules', () => {
  it('requires every field of the main form and the emergency contact', async () => {
    const r = await api.call(admin, 'POST', E.create.path, { emergencyContactInformation: {} });
    expect(r.statusCode).toBe(400);
    const members = r
      .json<{ error: { validationErrors: { members: string[] }[] } }>()
      .error.validationErrors.flatMap((v) => v.members);
    for (const field of [
      'name',
      'surname',
      'fatherName',
      'motherName',
      'nationalNumber',
      'gender',
      'employeeStatus',
      'maritalStatus',
      'militaryServiceStatus',
      'jobTitleId',
      'contactInformation',
      'emergencyContactInformation.emergencyPhone',
      'emergencyContactInformation.contactName',
      'emergencyContactInformation.relationShip',
    ])
      expect(members, field).toContain(field);
    for (const optional of ['dateOfBirth', 'managerId', 'userId']) expect(members).not.toContain(optional);

    const blankName = await api.call(admin, 'POST', E.create.path, employeeBody(jobTitleId, { name: '  ' }));
    expect(blankName.statusCode).toBe(400);
    const badEnum = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, { gender: 3 as 2 }),
    );
    expect(badEnum.statusCode).toBe(400);
    const badDate = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, { dateOfBirth: '1990-02-30' }),
    );
    expect(badDate.statusCode).toBe(400);
  });

  it('checks phone and e-mail formats, with the example in the message, in both languages', async () => {
    const badPhone = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, { contactInformation: { phoneNumber: '12ab' } }),
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().error.validationErrors).toEqual([
      {
        message: 'Please enter a valid phone number. Example: 0999999999',
        members: ['contactInformation.phoneNumber'],
      },
    ]);
    const arabic = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, {
        emergencyContactInformation: { emergencyPhone: '123', contactName: 'x', relationShip: 'y' },
      }),
      { 'accept-language': 'ar' },
    );
    expect(arabic.json().error.validationErrors).toEqual([
      {
        message: 'يرجى إدخال رقم هاتف صحيح. مثال: 0999999999',
        members: ['emergencyContactInformation.emergencyPhone'],
      },
    ]);
    const badEmail = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, { contactInformation: { workEmail: 'not-an-email' } }),
    );
    expect(badEmail.json().error.validationErrors).toEqual([
      { message: 'Please enter a valid e-mail address.', members: ['contactInformation.workEmail'] },
    ]);
  });

  it('keeps national numbers unique within the tenant', async () => {
    const nationalNumber = nextNationalNumber();
    const first = await api.create(admin, employeeBody(jobTitleId, { nationalNumber }));
    const again = await api.call(admin, 'POST', E.create.path, employeeBody(jobTitleId, { nationalNumber }));
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({
      code: 'Employees:DuplicateNationalNumber',
      message: `Another employee already has the national number ${nationalNumber}.`,
    });
    // An update to another's number is refused too; keeping one's own is fine.
    const other = await api.get(admin, await api.create(admin, employeeBody(jobTitleId)));
    expect((await api.update(admin, other, { nationalNumber })).statusCode).toBe(422);
    const own = await api.get(admin, first);
    expect((await api.update(admin, own, { name: 'Renamed' })).statusCode).toBe(200);
  });

  describe('digits typed on an Arabic keyboard', () => {
    /** The text with its ASCII digits as Arabic-Indic ones (U+0660...), as an Arabic keyboard types them. */
    const arabic = (text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(0x0660 + Number(d)));
    /** A national number of digits only, like the demo staff's, that no other employee has. */
    let made = 0;
    const digitsNationalNumber = () => `0${Date.now()}${made++}`.slice(-11);

    it('are the same national number as ASCII ones: the duplicate gets the 422, the list finds it', async () => {
      const nationalNumber = digitsNationalNumber();
      const id = await api.create(admin, employeeBody(jobTitleId, { name: 'Olivia', nationalNumber }));
      const typed = arabic(nationalNumber);
      expect(typed).not.toBe(nationalNumber);
      const again = await api.call(
        admin,
        'POST',
        E.create.path,
        employeeBody(jobTitleId, { nationalNumber: typed }),
      );
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json().error).toMatchObject({
        code: 'Employees:DuplicateNationalNumber',
        message: `Another employee already has the national number ${nationalNumber}.`,
      });
      // Eastern Arabic-Indic digits (Persian and Urdu keyboards) too.
      const eastern = typed.replace(/[٠-٩]/g, (d) => String.fromCodePoint(d.codePointAt(0)! + 0x90));
      const third = await api.call(
        admin,
        'POST',
        E.create.path,
        employeeBody(jobTitleId, { nationalNumber: eastern }),
      );
      expect(third.statusCode, third.body).toBe(422);

      for (const filter of [typed, arabic(nationalNumber.slice(2))]) {
        const list = await api.list<EmployeeListItemDto>(admin, `?filter=${encodeURIComponent(filter)}`);
        expect(list.items.map((e) => [e.id, e.nationalNumber])).toEqual([[id, nationalNumber]]);
      }
    });

    it('are stored as ASCII ones in the national number and the phone numbers', async () => {
      const nationalNumber = digitsNationalNumber();
      const id = await api.create(
        admin,
        employeeBody(jobTitleId, {
          nationalNumber: arabic(nationalNumber),
          contactInformation: { phoneNumber: '٠٩٤٤ ١٢٣ ٤٥٦', workPhoneNumber: '+۹۶۳۱۱۲۲۲۳۳۴۴' },
          emergencyContactInformation: {
            emergencyPhone: '٠٩٩٩٩٩٩٩٩٩',
            contactName: 'Nabil Haddad',
            relationShip: 'Father',
          },
        }),
      );
      const e = await api.get(admin, id);
      expect(e.nationalNumber).toBe(nationalNumber);
      expect(e.contactInformation).toMatchObject({
        phoneNumber: '0944 123 456',
        workPhoneNumber: '+963112223344',
      });
      expect(e.emergencyContactInformation.emergencyPhone).toBe('0999999999');
      // An update typed the same way keeps them so.
      const updated = await api.update(admin, e, {
        emergencyContactInformation: { ...e.emergencyContactInformation, emergencyPhone: '٠٩٨٨٨٨٨٨٨٨' },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json<EmployeeDto>().emergencyContactInformation.emergencyPhone).toBe('0988888888');
    });
  });

  it('refuses a job title that does not exist in the tenant', async () => {
    const r = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody('0190f5a2-0000-7000-8000-000000000000'),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().error.code).toBe('Employees:JobTitleNotFound');
  });

  it('refuses a manager who is the employee, below them, or unknown; managers/{id} offers the others', async () => {
    // top <- middle <- bottom
    const top = await api.create(admin, employeeBody(jobTitleId, { name: 'Top' }));
    const middle = await api.create(admin, employeeBody(jobTitleId, { name: 'Middle', managerId: top }));
    const bottom = await api.create(admin, employeeBody(jobTitleId, { name: 'Bottom', managerId: middle }));

    const topDto = await api.get(admin, top);
    const self = await api.update(admin, topDto, { managerId: top });
    expect(self.statusCode).toBe(422);
    expect(self.json().error).toMatchObject({
      code: 'Employees:ManagerIsSelf',
      message: 'An employee cannot be their own manager.',
    });
    const cycle = await api.update(admin, topDto, { managerId: bottom });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().error).toMatchObject({
      code: 'Employees:ManagerCycle',
      message:
        'Bottom Haddad reports to this employee, directly or through others, so cannot be their manager.',
    });
    const unknown = await api.update(admin, topDto, { managerId: '0190f5a2-0000-7000-8000-000000000001' });
    expect(unknown.json().error.code).toBe('Employees:ManagerNotFound');

    const candidates = await api.call(admin, 'GET', `${pathOf(E.managers, { id: top })}?maxResultCount=1000`);
    const ids = candidates.json<PagedResult<EmployeeNameDto>>().items.map((i) => i.id);
    expect(ids).not.toContain(top);
    expect(ids).not.toContain(middle);
    expect(ids).not.toContain(bottom);
    const ofBottom = await api.call(admin, 'GET', `${pathOf(E.managers, { id: bottom })}?name=Top`);
    expect(ofBottom.json<PagedResult<EmployeeNameDto>>().items.map((i) => i.id)).toContain(top);
    const forNew = await api.call(admin, 'GET', `${pathOf(E.managers, { id: emptyGuid })}?name=Bottom`);
    expect(forNew.json<PagedResult<EmployeeNameDto>>().items.map((i) => i.id)).toContain(bottom);

    // Moving the middle away makes bottom a possible manager of top again... through middle no more.
    const middleDto = await api.get(admin, middle);
    expect((await api.update(admin, middleDto, { managerId: null })).statusCode).toBe(200);
    expect((await api.update(admin, topDto, { managerId: bottom })).statusCode).toBe(200);
  });

  it('refuses to delete a manager while anyone reports to them', async () => {
    const boss = await api.create(admin, employeeBody(jobTitleId, { name: 'Boss', surname: 'One' }));
    const report = await api.create(admin, employeeBody(jobTitleId, { managerId: boss }));
    const r = await api.call(admin, 'DELETE', pathOf(E.delete, { id: boss }));
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toMatchObject({
      code: 'Employees:HasSubordinates',
      message: 'Boss One manages 1 employee(s). Give them another manager first.',
    });
    expect((await api.call(admin, 'DELETE', pathOf(E.delete, { id: report }))).statusCode).toBe(204);
    expect((await api.call(admin, 'DELETE', pathOf(E.delete, { id: boss }))).statusCode).toBe(204);
  });

  it('links a user to one employee only, sets their EmployeeId, and unlinks on change and delete', async () => {
    const identity = identityApi(t);
    const user = await identity.createUser(admin, 'linked.person', ['Employee']);
    const lookup = async () =>
      (await api.call(admin, 'GET', `${E.userLookup.path}?filter=linked.person`)).json<{
        items: { id: string; userName: string; email: string }[];
      }>().items;
    expect(await lookup()).toEqual([
      expect.objectContaining({
        id: user.id,
        userName: 'linked.person',
        email: 'linked.person@example.test',
      }),
    ]);

    const first = await api.create(admin, employeeBody(jobTitleId, { userId: user.id }));
    expect(await api.get(admin, first)).toMatchObject({ userId: user.id, userName: 'linked.person' });
    expect((await identity.getUser(admin, user.id)).employeeId).toBe(first);
    expect(await lookup()).toEqual([]);
    // Their next token carries the EmployeeId.
    const token = await t.login('acme', 'linked.person', 'Passw0rd!');
    const config = await t.app.inject({ url: appConfigEndpoints.get.path, headers: t.as(token) });
    expect(config.json().currentUser.employeeId).toBe(first);

    const second = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, { userId: user.id }),
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().error).toMatchObject({
      code: 'Employees:UserAlreadyLinked',
      message: 'The user linked.person is already linked to another employee.',
    });

    // Moving the user to another employee: unlink from the first, then link.
    const firstDto = await api.get(admin, first);
    expect((await api.update(admin, firstDto, { userId: null })).statusCode).toBe(200);
    expect((await identity.getUser(admin, user.id)).employeeId).toBeNull();
    const other = await api.create(admin, employeeBody(jobTitleId, { userId: user.id }));
    expect((await identity.getUser(admin, user.id)).employeeId).toBe(other);

    expect((await api.call(admin, 'DELETE', pathOf(E.delete, { id: other }))).statusCode).toBe(204);
    expect((await identity.getUser(admin, user.id)).employeeId).toBeNull();
    expect(await lookup()).toHaveLength(1);

    const unknown = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, { userId: '0190f5a2-0000-7000-8000-000000000002' }),
    );
    expect(unknown.json().error.code).toBe('Employees:UserNotFound');
  });

  it('the seed linked the demo users employee and john.smith', async () => {
    for (const [userName, name] of [
      ['employee', 'لينا صالح'],
      ['john.smith', 'John Smith'],
    ] as const) {
      const token = await t.login('acme', userName, '1q2w3E*');
      const config = await t.app.inject({ url: appConfigEndpoints.get.path, headers: t.as(token) });
      const employeeId = config.json().currentUser.employeeId as string;
      expect(employeeId).toBeTruthy();
      const named = await api.call(admin, 'GET', pathOf(E.nameOf, { id: employeeId }));
      expect(named.json().name).toBe(name);
    }
  });

  it('caps the employees at the plan’s HR.MaxEmployeeCount', async () => {
    const acmeId = (await t.services.tenancy.tenants.findByName('acme'))!.id;
    const current = (await api.list(admin, '?maxResultCount=1')).totalCount;
    const host = await t.login(null);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${featureEndpoints.update.path}?providerName=T&providerKey=${acmeId}`,
      headers: t.as(host),
      payload: { features: [{ name: 'HR.MaxEmployeeCount', value: String(current) }] },
    });
    expect(put.statusCode, put.body).toBe(204);
    const refused = await api.call(admin, 'POST', E.create.path, employeeBody(jobTitleId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('Employees:MaxEmployeeCountReached');
    await t.app.inject({
      method: 'PUT',
      url: `${featureEndpoints.update.path}?providerName=T&providerKey=${acmeId}`,
      headers: t.as(host),
      payload: { features: [{ name: 'HR.MaxEmployeeCount', value: '0' }] },
    });
    await api.create(admin, employeeBody(jobTitleId));
  });
});

describe('extra field values', () => {
  const definitions = async () =>
    (
      await api.call(
        admin,
        'GET',
        `${extraFieldDefinitionEndpoints.byEntityType.path}?entityType=${EntityType.Employee}`,
      )
    ).json<{ id: string; code: string }[]>();

  it('are checked against their definitions; a bad value leaves no employee behind', async () => {
    const byCode = new Map((await definitions()).map((d) => [d.code, d.id]));
    const children = byCode.get('ChildrenCount')!;
    const blood = byCode.get('BloodType')!;
    const body = employeeBody(jobTitleId, {
      extraFields: [
        { extraFieldDefinitionId: blood, value: 'A+' },
        { extraFieldDefinitionId: children, value: 'two' },
      ],
    });
    const r = await api.call(admin, 'POST', E.create.path, body);
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatchObject({
      code: 'ExtraField:InvalidInt',
      message: 'Children count must be a whole number.',
    });
    expect((await api.list(admin, `?filter=${body.nationalNumber}`)).totalCount).toBe(0);
    const orphans = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from extra_field_values v where v.entity_type = ${EntityType.Employee}
         and not exists (select 1 from employees e where e.id = v.entity_id)`,
    );
    expect(orphans.rows[0]!.n).toBe(0);
    const unknown = await api.call(
      admin,
      'POST',
      E.create.path,
      employeeBody(jobTitleId, {
        extraFields: [{ extraFieldDefinitionId: '0190f5a2-0000-7000-8000-000000000003', value: 'x' }],
      }),
    );
    expect(unknown.json().error.code).toBe('ExtraField:UnknownField');
  });

  it('are saved with the employee, read back with their fields, and replaced on update', async () => {
    const byCode = new Map((await definitions()).map((d) => [d.code, d.id]));
    const id = await api.create(
      admin,
      employeeBody(jobTitleId, {
        extraFields: [
          { extraFieldDefinitionId: byCode.get('BloodType')!, value: 'AB-' },
          { extraFieldDefinitionId: byCode.get('ChildrenCount')!, value: ' 3 ' },
        ],
      }),
    );
    const e = await api.get(admin, id);
    expect(e.extraFields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'BloodType', value: 'AB-', fieldType: ExtraFieldType.Selection }),
        expect.objectContaining({ code: 'ChildrenCount', value: '3', fieldType: ExtraFieldType.Int }),
      ]),
    );
    const r = await api.update(admin, e, {
      extraFields: [{ extraFieldDefinitionId: byCode.get('HireSource')!, value: 'Referral' }],
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<EmployeeDto>().extraFields.map((v) => [v.code, v.value])).toEqual([
      ['HireSource', 'Referral'],
    ]);
    // A bad value on update keeps what was stored.
    const bad = await api.update(admin, r.json<EmployeeDto>(), {
      surname: 'Changed',
      extraFields: [{ extraFieldDefinitionId: byCode.get('BloodType')!, value: 'Z+' }],
    });
    expect(bad.statusCode).toBe(400);
    const after = await api.get(admin, id);
    expect(after.surname).toBe('Haddad');
    expect(after.extraFields.map((v) => v.value)).toEqual(['Referral']);
  });

  it('the seed gave the demo staff values', async () => {
    const john = (await api.call(admin, 'GET', `${E.names.path}?name=John%20Smith`)).json<
      PagedResult<EmployeeNameDto>
    >().items[0]!;
    const e = await api.get(admin, john.id);
    expect(e.extraFields.map((v) => v.code)).toEqual(expect.arrayContaining(['BloodType', 'HireSource']));
  });

  it('the seed gave every demo employee a full name of their own', async () => {
    const all = (await api.call(admin, 'GET', `${E.list.path}?maxResultCount=1000`)).json<
      PagedResult<EmployeeListItemDto>
    >().items;
    // The seed's national numbers (the tests' own employees have others).
    const demo = all.filter((e) => (Number(e.nationalNumber) - 1_020_000_000) % 104_729 === 0);
    expect(demo.length).toBeGreaterThanOrEqual(60);
    const names = demo.map((e) => `${e.name} ${e.surname}`);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});

describe('permissions', () => {
  it('a tenant without the HR feature has no employees routes', async () => {
    const host = await t.login(null);
    const create = await t.app.inject({
      method: 'POST',
      url: tenantEndpoints.create.path,
      headers: t.as(host),
      payload: { name: 'nohr', adminEmailAddress: 'admin@nohr.example', adminPassword: '1q2w3E*' },
    });
    expect(create.statusCode, create.body).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: `${featureEndpoints.update.path}?providerName=T&providerKey=${create.json().id}`,
      headers: t.as(host),
      payload: { features: [{ name: 'HR.Enable', value: 'false' }] },
    });
    expect(put.statusCode, put.body).toBe(204);
    const token = await t.login('nohr');
    expect((await api.call(token, 'GET', E.list.path)).statusCode).toBe(403);
    expect((await api.call(token, 'POST', E.create.path, employeeBody(jobTitleId))).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('another tenant neither sees nor touches acme’s employees, nor uses its ids', async () => {
    const host = await t.login(null);
    const create = await t.app.inject({
      method: 'POST',
      url: tenantEndpoints.create.path,
      headers: t.as(host),
      payload: { name: 'globex', adminEmailAddress: 'admin@globex.example', adminPassword: '1q2w3E*' },
    });
    expect(create.statusCode, create.body).toBe(200);
    const globex = await t.login('globex');
    const globexJobTitle = await api.createJobTitle(globex, 'Globex clerk');

    const acmeUser = await identityApi(t).createUser(admin, 'acme.only', ['Employee']);
    const body = employeeBody(jobTitleId);
    const acmeEmployee = await api.get(admin, await api.create(admin, body));

    // By id: 404 everywhere.
    for (const [method, url, payload] of [
      ['GET', pathOf(E.get, { id: acmeEmployee.id }), undefined],
      ['GET', pathOf(E.nameOf, { id: acmeEmployee.id }), undefined],
      [
        'PUT',
        pathOf(E.update, { id: acmeEmployee.id }),
        { ...employeeBody(globexJobTitle), concurrencyStamp: acmeEmployee.concurrencyStamp },
      ],
      ['DELETE', pathOf(E.delete, { id: acmeEmployee.id }), undefined],
    ] as const) {
      const r = await api.call(globex, method, url, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(404);
    }
    // Lists and lookups show only its own.
    expect((await api.list(globex)).totalCount).toBe(0);
    expect((await api.list(globex, `?filter=${body.nationalNumber}`)).totalCount).toBe(0);
    const names = await api.call(globex, 'GET', pathOf(E.managers, { id: acmeEmployee.id }));
    expect(names.json().totalCount).toBe(0);
    const users = await api.call(globex, 'GET', `${E.userLookup.path}?filter=acme`);
    expect(users.json().items).toEqual([]);

    // Acme's job title, manager and user are unknown in globex.
    const jobTitle = await api.call(globex, 'POST', E.create.path, employeeBody(jobTitleId));
    expect(jobTitle.json().error.code).toBe('Employees:JobTitleNotFound');
    const manager = await api.call(
      globex,
      'POST',
      E.create.path,
      employeeBody(globexJobTitle, { managerId: acmeEmployee.id }),
    );
    expect(manager.json().error.code).toBe('Employees:ManagerNotFound');
    const user = await api.call(
      globex,
      'POST',
      E.create.path,
      employeeBody(globexJobTitle, { userId: acmeUser.id }),
    );
    expect(user.json().error.code).toBe('Employees:UserNotFound');

    // The same national number is fine in another tenant.
    const own = await api.create(
      globex,
      employeeBody(globexJobTitle, { nationalNumber: body.nationalNumber }),
    );
    expect((await api.get(globex, own)).nationalNumber).toBe(body.nationalNumber);
    expect((await api.call(admin, 'GET', pathOf(E.get, { id: own }))).statusCode).toBe(404);
    expect((await api.get(admin, acmeEmployee.id)).surname).toBe('Haddad');
  });
});
