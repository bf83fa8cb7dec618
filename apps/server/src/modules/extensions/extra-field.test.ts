import {
  EmployeesPermissions,
  EntityType,
  ExtensionsPermissions,
  type ExtraFieldDefinitionDto,
  ExtraFieldType,
  emptyGuid,
  extraFieldDefinitionEndpoints,
  type PagedResult,
  pathOf,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { newId } from '../../platform/db/columns.ts';
import { AppError, translate } from '../../platform/errors.ts';
import { type Method, settingsTestSetup } from '../../test/helpers/extensions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const P = ExtensionsPermissions.ExtraFieldDefinitions;
const base = extraFieldDefinitionEndpoints.list.path;
const one = (id: string) => pathOf(extraFieldDefinitionEndpoints.get, { id });
const { Employee } = EntityType;
/** A field type by its name in the spec. */
type TypeName = keyof typeof ExtraFieldType;

let t: TestApp;
let s: Awaited<ReturnType<typeof settingsTestSetup>>;
let acmeCtx: RequestContext;

beforeAll(async () => {
  t = await createTestApp();
  s = await settingsTestSetup(t);
  acmeCtx = systemContext(s.acmeId);
});
afterAll(() => t?.close());

const field = (code: string, fieldType: TypeName, extra: Record<string, unknown> = {}) => ({
  fieldName: `Field ${code}`,
  code,
  entityType: Employee,
  fieldType: ExtraFieldType[fieldType],
  ...extra,
});

async function create(token: string, body: Record<string, unknown>) {
  const r = await s.call(token, 'POST', base, body);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<ExtraFieldDefinitionDto>();
}

const update = (token: string, def: ExtraFieldDefinitionDto, changes: Record<string, unknown>) =>
  s.call(token, 'PUT', one(def.id), {
    fieldName: def.fieldName,
    code: def.code,
    entityType: def.entityType,
    fieldType: def.fieldType,
    defaultValue: def.defaultValue,
    selectListValues: def.selectListValues,
    isRequired: def.isRequired,
    concurrencyStamp: def.concurrencyStamp,
    ...changes,
  });

const members = (body: string) =>
  JSON.parse(body).error.validationErrors.map((v: { members: string[] }) => v.members[0]);

/** The AppError a promise rejects with, as code and English message. */
async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, message: translate(error.code, 'en', error.params) };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('extra field definitions', () => {
  it('the demo tenant has its seeded fields', async () => {
    const r = await s.call(s.acme, 'GET', `${base}?entityType=${Employee}&maxResultCount=100`);
    const items = r.json<PagedResult<ExtraFieldDefinitionDto>>().items;
    expect(items.map((x) => x.code)).toEqual(
      expect.arrayContaining(['BloodType', 'HireSource', 'ChildrenCount', 'ResidencyExpiry']),
    );
    expect(items.find((x) => x.code === 'BloodType')).toMatchObject({
      fieldType: ExtraFieldType.Selection,
      defaultValue: '"O+"',
      selectListValues: ['O+', 'A+', 'B+', 'AB+', 'O-', 'A-', 'B-', 'AB-'],
    });
  });

  it('names a field in English and in Arabic: the reader’s in `fieldName`, searched in either', async () => {
    const ar = { 'accept-language': 'ar' };
    const read = async (query: string, headers: Record<string, string> = {}) => {
      const r = await t.call(s.acme, 'GET', `${base}?maxResultCount=100&${query}`, undefined, headers);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PagedResult<ExtraFieldDefinitionDto>>().items;
    };
    // The demo's blood type, in each language; found by its Arabic name from an English screen.
    const [blood] = await read(`filter=${encodeURIComponent('فصيلة الدم')}`);
    expect(blood).toMatchObject({
      code: 'BloodType',
      fieldName: 'Blood type',
      nameEn: 'Blood type',
      nameAr: 'فصيلة الدم',
    });
    expect((await read('filter=BloodType', ar))[0]!.fieldName).toBe('فصيلة الدم');
    // The spec's single `fieldName` from an Arabic request is the Arabic name; the English one shows it.
    const code = `Named${Date.now().toString(36)}`;
    const created = await t.call(
      s.acme,
      'POST',
      base,
      field(code, 'String', { fieldName: 'رقم الخزانة' }),
      ar,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<ExtraFieldDefinitionDto>()).toMatchObject({
      fieldName: 'رقم الخزانة',
      nameEn: null,
      nameAr: 'رقم الخزانة',
    });
    expect((await read(`filter=${code}`))[0]!.fieldName).toBe('رقم الخزانة');
    // Neither name: a 400 on both fields.
    const none = await s.call(s.acme, 'POST', base, field(`${code}X`, 'String', { fieldName: ' ' }));
    expect(none.statusCode, none.body).toBe(400);
  });

  it('sorts by the fields its contract declares, and answers 400 naming them for another', async () => {
    const byCode = await s.call(s.acme, 'GET', `${base}?maxResultCount=100&sorting=code%20desc`);
    const codes = byCode.json<PagedResult<ExtraFieldDefinitionDto>>().items.map((x) => x.code.toUpperCase());
    expect(codes).toEqual([...codes].sort().reverse());
    for (const sorting of ['fieldName', 'entityType desc', 'fieldType', 'creationTime desc'])
      expect((await s.call(s.acme, 'GET', `${base}?sorting=${encodeURIComponent(sorting)}`)).statusCode).toBe(
        200,
      );
    const r = await s.call(s.acme, 'GET', `${base}?sorting=isRequired`);
    expect(r.statusCode).toBe(400);
    expect(r.json().error.validationErrors[0].message).toBe(
      'This list can be sorted by fieldName, code, entityType, fieldType, creationTime only, each followed by asc or desc if you like.',
    );
  });

  it('creates, reads, updates and deletes; defaults are JSON-encoded by type', async () => {
    const cases: Array<[TypeName, unknown, string | null]> = [
      ['String', '"Referral"', '"Referral"'],
      ['Int', '007', null], // not JSON
      ['Int', '7', '7'],
      ['Decimal', '12.50', '12.50'],
      ['Bool', 'true', 'true'],
      ['Bool', null, 'false'], // a Bool always has a default
      ['DateOnly', '"2025-03-01"', '"2025-03-01"'],
      ['DateTime', '"2025-03-01T09:30:00+02:00"', '"2025-03-01T07:30:00.000Z"'],
      ['String', null, null],
    ];
    for (const [i, [fieldType, defaultValue, stored]] of cases.entries()) {
      const body = field(`Default${i}`, fieldType, { defaultValue });
      const r = await s.call(s.acme, 'POST', base, body);
      if (fieldType === 'Int' && defaultValue === '007') {
        expect(r.statusCode).toBe(400);
        expect(members(r.body)).toEqual(['defaultValue']);
        continue;
      }
      expect(r.statusCode, `${fieldType} ${defaultValue}: ${r.body}`).toBe(200);
      expect(r.json().defaultValue, `${fieldType} ${defaultValue}`).toBe(stored);
    }

    const created = await create(
      s.acme,
      field('Shoe', 'Decimal', { fieldName: 'Shoe size', isRequired: true }),
    );
    expect(created).toMatchObject({
      fieldName: 'Shoe size',
      code: 'Shoe',
      isRequired: true,
      selectListValues: [],
    });
    const read = await s.call(s.acme, 'GET', one(created.id));
    expect(read.json()).toMatchObject({ id: created.id, fieldType: ExtraFieldType.Decimal });
    const updated = await update(s.acme, created, { fieldName: 'Shoe size (EU)', code: 'ShoeEu' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ fieldName: 'Shoe size (EU)', code: 'ShoeEu' });
    expect((await update(s.acme, created, { fieldName: 'Stale' })).statusCode).toBe(409);
    expect((await s.call(s.acme, 'DELETE', one(created.id))).statusCode).toBe(204);
    expect((await s.call(s.acme, 'GET', one(created.id))).statusCode).toBe(404);
  });

  it('a default that does not fit the type is refused', async () => {
    const bad: Array<[TypeName, string]> = [
      ['Int', '1.5'],
      ['Int', '"12"'],
      ['Int', '3000000000'],
      ['Decimal', '"x"'],
      ['Bool', '"yes"'],
      ['DateOnly', '"2025-02-30"'],
      ['DateTime', '"2025-03-01 09:30"'],
      ['String', '12'],
      ['String', 'not json'],
    ];
    for (const [fieldType, defaultValue] of bad) {
      const r = await s.call(s.acme, 'POST', base, field('BadDefault', fieldType, { defaultValue }));
      expect(r.statusCode, `${fieldType} ${defaultValue}`).toBe(400);
      expect(members(r.body)).toEqual(['defaultValue']);
      expect(r.json().error.validationErrors[0].message).toBe(
        'The default value does not fit the field type.',
      );
    }
  });

  it('a selection needs distinct non-empty options; its default is the first one', async () => {
    const none = await s.call(s.acme, 'POST', base, field('NoOptions', 'Selection'));
    expect(members(none.body)).toEqual(['selectListValues']);
    expect(none.json().error.validationErrors[0].message).toBe(
      'A selection field needs at least one option.',
    );
    const blank = await s.call(
      s.acme,
      'POST',
      base,
      field('Blank', 'Selection', { selectListValues: ['A', ' '] }),
    );
    expect(members(blank.body)).toEqual(['selectListValues.1']);
    const twice = await s.call(
      s.acme,
      'POST',
      base,
      field('Twice', 'Selection', { selectListValues: ['A', 'A'] }),
    );
    expect(members(twice.body)).toEqual(['selectListValues.1']);
    const notAnOption = await s.call(
      s.acme,
      'POST',
      base,
      field('Other', 'Selection', { selectListValues: ['A'], defaultValue: '"B"' }),
    );
    expect(members(notAnOption.body)).toEqual(['defaultValue']);

    const shift = await create(
      s.acme,
      field('Shift', 'Selection', { selectListValues: [' Morning ', 'Evening'] }),
    );
    expect(shift).toMatchObject({ selectListValues: ['Morning', 'Evening'], defaultValue: '"Morning"' });
    // Options of other types are dropped.
    const text = await create(s.acme, field('Nick', 'String', { selectListValues: ['x'] }));
    expect(text.selectListValues).toEqual([]);
  });

  it('codes are unique per tenant and entity type, whatever the case; the own code is kept on edit', async () => {
    const a = await create(s.acme, field('Badge', 'String'));
    const dup = await s.call(s.acme, 'POST', base, field('BADGE', 'Int'));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().error).toMatchObject({
      code: 'ExtraField:CodeMustBeUnique',
      message: 'The code BADGE is already used by another extra field.',
    });
    await create(s.globex, field('Badge', 'String'));
    const b = await create(s.acme, field('Locker', 'String'));
    expect((await update(s.acme, b, { code: 'badge' })).json().error.code).toBe(
      'ExtraField:CodeMustBeUnique',
    );
    expect((await update(s.acme, a, { code: 'Badge', fieldName: 'Badge number' })).statusCode).toBe(200);
    expect((await s.call(s.acme, 'POST', base, field('1abc', 'String'))).statusCode).toBe(400);
    expect((await s.call(s.acme, 'POST', base, field('a-b', 'String'))).statusCode).toBe(400);

    const unique = async (code: string, id?: string) => {
      const query = new URLSearchParams({ code, ...(id === undefined ? {} : { id }) });
      const r = await s.call(s.acme, 'GET', `${extraFieldDefinitionEndpoints.isKeyUnique.path}?${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<boolean>();
    };
    expect(await unique('Fresh')).toBe(true);
    expect(await unique('badge')).toBe(false);
    expect(await unique('badge', '')).toBe(false);
    expect(await unique('badge', emptyGuid)).toBe(false);
    expect(await unique('badge', a.id)).toBe(true);
    expect(await unique('badge', b.id)).toBe(false);
    const globexView = await s.call(
      s.globex,
      'GET',
      `${extraFieldDefinitionEndpoints.isKeyUnique.path}?code=Locker`,
    );
    expect(globexView.json()).toBe(true);
  });

  it('once a field has values its type cannot change, and options in use cannot be removed', async () => {
    const level = await create(
      s.acme,
      field('Level', 'Selection', { selectListValues: ['Junior', 'Senior'] }),
    );
    const age = await create(s.acme, field('YearsHere', 'Int'));
    // Without values anything may change.
    const retyped = await update(s.acme, age, { fieldType: ExtraFieldType.Decimal });
    expect(retyped.statusCode, retyped.body).toBe(200);
    const entity = newId();
    const values = await t.services.extensions.extraFields.validate(acmeCtx, Employee, [
      { extraFieldDefinitionId: level.id, value: 'Senior' },
    ]);
    await t.db.transaction(acmeCtx, () =>
      t.services.extensions.extraFields.saveValues(acmeCtx, Employee, entity, values),
    );

    const typeChange = await update(s.acme, level, {
      fieldType: ExtraFieldType.String,
      selectListValues: [],
    });
    expect(typeChange.statusCode).toBe(422);
    expect(typeChange.json().error).toMatchObject({
      code: 'ExtraField:HasValues',
      message: 'The field Field Level already has values: its type and entity type cannot change.',
    });
    const removed = await update(s.acme, level, { selectListValues: ['Junior', 'Lead'] });
    expect(removed.json().error).toMatchObject({
      code: 'ExtraField:OptionInUse',
      message: 'The option Senior of Field Level is in use and cannot be removed.',
    });
    const reordered = await update(s.acme, level, { selectListValues: ['Senior', 'Junior', 'Lead'] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().defaultValue).toBe('"Senior"');

    // Deleting the field deletes its values.
    expect((await s.call(s.acme, 'DELETE', one(level.id))).statusCode).toBe(204);
    expect(await t.services.extensions.extraFields.valuesOf(acmeCtx, Employee, entity)).toEqual([]);
  });

  it('every route needs its policy; the definitions of an entity type also the employee list policy', async () => {
    const def = await create(s.acme, field('PolicyCheck', 'String'));
    const routes: Array<[Method, string, string, unknown?]> = [
      ['GET', base, P.Default],
      ['GET', `${extraFieldDefinitionEndpoints.isKeyUnique.path}?code=x`, P.Default],
      ['GET', one(def.id), P.Default],
      ['POST', base, P.Create, field('ByPolicy', 'String')],
      [
        'PUT',
        one(def.id),
        P.Update,
        { ...field('PolicyCheck', 'String'), concurrencyStamp: def.concurrencyStamp },
      ],
      ['DELETE', one(def.id), P.Delete],
    ];
    const nobody = await s.userWith();
    for (const [method, url, policy, payload] of routes) {
      expect((await s.call(nobody, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      const r = await s.call(await s.userWith(policy), method, url, payload);
      expect(r.statusCode, `${method} ${url} with ${policy}: ${r.body}`).toBeLessThan(300);
    }
    const byEntity = `${extraFieldDefinitionEndpoints.byEntityType.path}?entityType=${Employee}`;
    expect((await s.call(nobody, 'GET', byEntity)).statusCode).toBe(403);
    const reader = await s.userWith(EmployeesPermissions.Employees.Default);
    const r = await s.call(reader, 'GET', byEntity);
    expect(r.statusCode).toBe(200);
    expect(r.json<ExtraFieldDefinitionDto[]>().map((d) => d.code)).toContain('BloodType');
    expect((await s.call(reader, 'GET', base)).statusCode).toBe(403);
  });

  it('another tenant’s definitions are not found and never listed', async () => {
    const mine = await create(s.acme, field('AcmeOnly', 'String'));
    for (const [method, url, payload] of [
      ['GET', one(mine.id)],
      ['DELETE', one(mine.id)],
      ['PUT', one(mine.id), { ...field('AcmeOnly', 'String'), concurrencyStamp: mine.concurrencyStamp }],
    ] as Array<[Method, string, unknown?]>) {
      expect((await s.call(s.globex, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const lists = [
      `${base}?maxResultCount=1000`,
      `${extraFieldDefinitionEndpoints.byEntityType.path}?entityType=${Employee}`,
    ];
    const globexList = (await s.call(s.globex, 'GET', lists[0]!)).json<
      PagedResult<ExtraFieldDefinitionDto>
    >();
    expect(globexList.items.map((d) => d.id)).not.toContain(mine.id);
    expect(globexList.items.map((d) => d.code)).not.toContain('BloodType');
    const globexByEntity = (await s.call(s.globex, 'GET', lists[1]!)).json<ExtraFieldDefinitionDto[]>();
    expect(globexByEntity.map((d) => d.id)).not.toContain(mine.id);
  });
});

describe('extra field values', () => {
  let defs: Record<string, ExtraFieldDefinitionDto>;
  beforeAll(async () => {
    defs = {};
    for (const [code, fieldType, extra] of [
      ['VText', 'String', {}],
      ['VInt', 'Int', {}],
      ['VDecimal', 'Decimal', {}],
      ['VBool', 'Bool', {}],
      ['VDate', 'DateOnly', {}],
      ['VTime', 'DateTime', {}],
      ['VPick', 'Selection', { selectListValues: ['Red', 'Green'] }],
    ] as const) {
      defs[code] = await create(s.acme, field(code, fieldType, { fieldName: `Value ${code}`, ...extra }));
    }
  });

  const check = (code: string, value: string | null) =>
    t.services.extensions.extraFields.validate(acmeCtx, Employee, [
      { extraFieldDefinitionId: defs[code]!.id, value },
    ]);

  it('each value is checked against its type and comes back in canonical form', async () => {
    const good: Array<[string, string, string]> = [
      ['VText', '  hello ', 'hello'],
      ['VInt', '-12', '-12'],
      ['VInt', '+007', '7'],
      ['VDecimal', '003.50', '3.50'],
      ['VDecimal', '-0.25', '-0.25'],
      ['VBool', 'TRUE', 'true'],
      ['VBool', 'false', 'false'],
      ['VDate', '2024-02-29', '2024-02-29'],
      ['VTime', '2025-03-01T09:30:00+02:00', '2025-03-01T07:30:00.000Z'],
      ['VPick', 'Green', 'Green'],
    ];
    for (const [code, value, canonical] of good) {
      expect((await check(code, value))[0]?.value, `${code} ${value}`).toBe(canonical);
    }
    const bad: Array<[string, string, string]> = [
      ['VInt', '1.5', 'Value VInt must be a whole number.'],
      ['VInt', '2147483648', 'Value VInt must be a whole number.'],
      ['VDecimal', '1,5', 'Value VDecimal must be a number.'],
      ['VDecimal', '1e3', 'Value VDecimal must be a number.'],
      ['VBool', 'yes', 'Value VBool must be true or false.'],
      ['VDate', '2023-02-29', 'Value VDate must be a date (yyyy-MM-dd).'],
      ['VDate', '01/02/2024', 'Value VDate must be a date (yyyy-MM-dd).'],
      ['VTime', '2025-03-01 09:30', 'Value VTime must be a date and time.'],
      ['VTime', '2025-03-01T09:30:00', 'Value VTime must be a date and time.'],
      ['VPick', 'green', 'Value VPick must be one of its options.'],
      ['VText', 'x'.repeat(4001), 'Value VText is too long.'],
    ];
    for (const [code, value, message] of bad) {
      const f = await failure(check(code, value));
      expect(f.message, `${code} ${value.slice(0, 20)}`).toBe(message);
      expect(translate(f.code, 'ar', { field: 'X' })).not.toBe(f.code);
    }
    expect(await check('VInt', '  ')).toEqual([{ extraFieldDefinitionId: defs.VInt!.id, value: null }]);
  });

  it('required fields, unknown, foreign and repeated fields are refused', async () => {
    const must = await create(s.acme, field('VMust', 'String', { fieldName: 'Mandatory', isRequired: true }));
    try {
      expect(await failure(t.services.extensions.extraFields.validate(acmeCtx, Employee, []))).toEqual({
        code: 'ExtraField:ValueRequired',
        message: 'Mandatory is required.',
      });
      const blank = [{ extraFieldDefinitionId: must.id, value: ' ' }];
      expect((await failure(t.services.extensions.extraFields.validate(acmeCtx, Employee, blank))).code).toBe(
        'ExtraField:ValueRequired',
      );
      const given = [{ extraFieldDefinitionId: must.id, value: 'yes' }];
      expect(await t.services.extensions.extraFields.validate(acmeCtx, Employee, given)).toEqual(given);
    } finally {
      await s.call(s.acme, 'DELETE', one(must.id));
    }
    const foreign = await create(s.globex, field('Theirs', 'String'));
    const f = await failure(
      t.services.extensions.extraFields.validate(acmeCtx, Employee, [
        { extraFieldDefinitionId: foreign.id, value: 'x' },
      ]),
    );
    expect(f.code).toBe('ExtraField:UnknownField');
    const twice = [
      { extraFieldDefinitionId: defs.VText!.id, value: 'a' },
      { extraFieldDefinitionId: defs.VText!.id, value: 'b' },
    ];
    expect(await failure(t.services.extensions.extraFields.validate(acmeCtx, Employee, twice))).toEqual({
      code: 'ExtraField:DuplicateValue',
      message: 'The field Value VText is given more than once.',
    });
    // saveValues refuses a foreign definition even when validate was skipped.
    const entity = newId();
    await expect(
      t.db.transaction(acmeCtx, () =>
        t.services.extensions.extraFields.saveValues(acmeCtx, Employee, entity, [
          { extraFieldDefinitionId: foreign.id, value: 'x' },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'ExtraField:UnknownField' });
  });

  it('saves values inside the caller’s transaction, replaces them, and reads them back in form order', async () => {
    const entity = newId();
    const first = await t.services.extensions.extraFields.validate(acmeCtx, Employee, [
      { extraFieldDefinitionId: defs.VPick!.id, value: 'Red' },
      { extraFieldDefinitionId: defs.VText!.id, value: 'note' },
      { extraFieldDefinitionId: defs.VInt!.id, value: null },
    ]);
    await t.db.transaction(acmeCtx, () =>
      t.services.extensions.extraFields.saveValues(acmeCtx, Employee, entity, first),
    );
    expect(await t.services.extensions.extraFields.valuesOf(acmeCtx, Employee, entity)).toEqual([
      {
        extraFieldDefinitionId: defs.VText!.id,
        value: 'note',
        fieldName: 'Value VText',
        code: 'VText',
        fieldType: ExtraFieldType.String,
        options: [],
      },
      {
        extraFieldDefinitionId: defs.VPick!.id,
        value: 'Red',
        fieldName: 'Value VPick',
        code: 'VPick',
        fieldType: ExtraFieldType.Selection,
        options: ['Red', 'Green'],
      },
    ]);
    // A failing save leaves the old values (the caller's transaction rolls back).
    await expect(
      t.db.transaction(acmeCtx, async () => {
        await t.services.extensions.extraFields.saveValues(acmeCtx, Employee, entity, []);
        throw new Error('the entity could not be saved');
      }),
    ).rejects.toThrow('the entity could not be saved');
    expect(await t.services.extensions.extraFields.valuesOf(acmeCtx, Employee, entity)).toHaveLength(2);
    await t.db.transaction(acmeCtx, () =>
      t.services.extensions.extraFields.saveValues(acmeCtx, Employee, entity, [
        { extraFieldDefinitionId: defs.VBool!.id, value: 'true' },
      ]),
    );
    const after = await t.services.extensions.extraFields.valuesOf(acmeCtx, Employee, entity);
    expect(after.map((v) => [v.code, v.value])).toEqual([['VBool', 'true']]);
    // Another tenant reads none of them.
    const globexCtx = systemContext(s.globexId);
    expect(await t.services.extensions.extraFields.valuesOf(globexCtx, Employee, entity)).toEqual([]);
  });
});
