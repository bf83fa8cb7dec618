import {
  salaryStructureEndpoints as E,
  type PagedResult,
  type SalaryStructureDto,
  ValueBasedOn,
} from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollApi, uniqueCode } from '../../test/helpers/payroll.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoRules, demoStructureName } from './payroll.seed.ts';

let t: TestApp;
let api: ReturnType<typeof payrollApi>;
let acme: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = payrollApi(t);
  acme = await t.login('acme');
  categoryId = await api.createCategory(acme);
});
afterAll(() => t?.close());

const get = async (id: string) => {
  const r = await t.call(acme, E.get, { params: { id } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<SalaryStructureDto>();
};
const create = (name: string, structureRules: Array<{ ruleId: string; sequence: number }>) =>
  t.call(acme, E.create, { body: { name, structureRules } });
/** A rule whose value reads the given rules (by code). */
const ruleReading = async (code: string, ...reads: string[]) =>
  api.createRule(acme, {
    categoryId,
    code,
    ...(reads.length
      ? { valueBasedOn: ValueBasedOn.Code, valueCode: reads.map((r) => `rules.${r}`).join(' + ') }
      : {}),
  });

describe('salary structures', () => {
  it('the demo structure holds the demo rules in order', async () => {
    const list = await t.call(acme, E.list, { query: { filter: 'Monthly' } });
    const [structure] = list.json<PagedResult<SalaryStructureDto>>().items;
    expect(structure?.name).toBe(demoStructureName);
    expect(structure?.structureRules.map((r) => [r.sequence, r.ruleCode])).toEqual(
      demoRules.map((r, i) => [i + 1, r.code]),
    );
  });

  it('creates (id as text), stores the order of the sequences as 1, 2, 3, updates and deletes', async () => {
    const [a, b, c] = [uniqueCode('A'), uniqueCode('B'), uniqueCode('C')];
    const ids = [await ruleReading(a), await ruleReading(b, a), await ruleReading(c)];
    const name = uniqueCode('Structure');
    // The sequences give the order, not the array's.
    const created = await create(name, [
      { ruleId: ids[1]!, sequence: 20 },
      { ruleId: ids[0]!, sequence: 10 },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<string>();
    const read = await get(id);
    expect(read.structureRules).toEqual([
      {
        ruleId: ids[0],
        sequence: 1,
        ruleName: `Rule ${a}`,
        ruleCode: a,
        debitAccountId: null,
        creditAccountId: null,
      },
      {
        ruleId: ids[1],
        sequence: 2,
        ruleName: `Rule ${b}`,
        ruleCode: b,
        debitAccountId: null,
        creditAccountId: null,
      },
    ]);

    const updated = await t.call(acme, E.update, {
      params: { id },
      body: {
        name: `${name} v2`,
        structureRules: [
          { ruleId: ids[2]!, sequence: 1 },
          { ruleId: ids[0]!, sequence: 2 },
          { ruleId: ids[1]!, sequence: 3 },
        ],
        concurrencyStamp: read.concurrencyStamp,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<SalaryStructureDto>().structureRules.map((r) => r.ruleCode)).toEqual([c, a, b]);
    expect((await get(id)).name).toBe(`${name} v2`);
    const stale = await t.call(acme, E.update, {
      params: { id },
      body: {
        name,
        structureRules: [{ ruleId: ids[0]!, sequence: 1 }],
        concurrencyStamp: read.concurrencyStamp,
      },
    });
    expect(stale.statusCode).toBe(409);

    expect((await t.call(acme, E.delete, { params: { id } })).statusCode).toBe(204);
    expect((await t.call(acme, E.get, { params: { id } })).statusCode).toBe(404);
    // The rules are free again.
    expect((await t.call(acme, 'DELETE', `/api/app/salary-rule/${ids[1]}`)).statusCode).toBe(204);
  });

  it('changes its rules in place on an update: one record per position whose rule changed', async () => {
    const codes = ['A', 'B', 'C', 'D', 'E'].map((c) => uniqueCode(c));
    const ids: string[] = [];
    for (const code of codes) ids.push(await ruleReading(code));
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    const created = await create(
      uniqueCode('Structure'),
      [a, b, c, d].map((ruleId, i) => ({ ruleId, sequence: i + 1 })),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<string>();
    const update = async (rules: string[]) => {
      const read = await get(id);
      const r = await t.call(acme, E.update, {
        params: { id },
        body: {
          name: read.name,
          structureRules: rules.map((ruleId, i) => ({ ruleId, sequence: i + 1 })),
          concurrencyStamp: read.concurrencyStamp,
        },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json<SalaryStructureDto>().structureRules.map((x) => x.ruleId)).toEqual(rules);
      expect((await get(id)).structureRules.map((x) => [x.sequence, x.ruleId])).toEqual(
        rules.map((ruleId, i) => [i + 1, ruleId]),
      );
      const { rows } = await t.db.ownerSql.query<{ key: string; type: number; properties: unknown }>(
        `select entity_id as key, change_type as type, properties from audit_entity_changes
          where correlation_id = $1 and entity_type = 'SalaryStructureRule' order by id`,
        [String(r.headers['x-request-id'])],
      );
      return rows.map((x) => ({ ...x, key: x.key.slice(id.length + 1) }));
    };
    // Each rule moves to a position another one leaves (C to 1 while 3 still holds it, A to 2 while 1
    // does): the unique (structure, rule) index is never tripped; the fourth position is removed.
    const moved = await update([c, a, e]);
    expect(moved.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: '1', type: 1, properties: { rule_id: [a, c] } },
      { key: '2', type: 1, properties: { rule_id: [b, a] } },
      { key: '3', type: 1, properties: { rule_id: [c, e] } },
      {
        key: '4',
        type: 2,
        properties: { rule_id: [d, null], sequence: [4, null], structure_id: [id, null] },
      },
    ]);
    // The same rules again: nothing written; one added at the end: one record.
    expect(await update([c, a, e])).toEqual([]);
    expect(await update([c, a, e, b])).toEqual([
      {
        key: '4',
        type: 0,
        properties: { rule_id: [null, b], sequence: [null, 4], structure_id: [null, id] },
      },
    ]);
    // Two rules swapping places have no order of updates the index allows: one of the two positions is
    // removed and added again (the known cost of a swap), the other changed.
    const swapped = await update([a, c, e, b]);
    expect(swapped.map((x) => [x.key, x.type])).toEqual([
      ['1', 2],
      ['2', 1],
      ['1', 0],
    ]);
  });

  it('needs a rule at least, each rule once, a unique name', async () => {
    const none = await create(uniqueCode('Empty'), []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.validationErrors).toEqual([
      { message: 'You must add one non-empty rule at least', members: ['structureRules'] },
    ]);
    const ruleId = await ruleReading(uniqueCode('X'));
    const twice = await create(uniqueCode('Twice'), [
      { ruleId, sequence: 1 },
      { ruleId, sequence: 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.validationErrors).toEqual([
      { message: 'This rule is already in the structure.', members: ['structureRules.1.ruleId'] },
    ]);
    const sameSequence = await create(uniqueCode('Seq'), [
      { ruleId, sequence: 1 },
      { ruleId: await ruleReading(uniqueCode('Y')), sequence: 1 },
    ]);
    expect(sameSequence.statusCode).toBe(400);

    const name = uniqueCode('Named');
    expect((await create(name, [{ ruleId, sequence: 1 }])).statusCode).toBe(200);
    const duplicate = await create(name.toUpperCase(), [{ ruleId, sequence: 1 }]);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().error.code).toBe('SalaryStructure:DuplicateName');
  });

  it('refuses an order where a rule reads itself, a later rule or a rule it lacks, naming them', async () => {
    const [a, b] = [uniqueCode('A'), uniqueCode('B')];
    const aId = await ruleReading(a);
    const bId = await ruleReading(b, a);
    const later = await create(uniqueCode('Later'), [
      { ruleId: bId, sequence: 1 },
      { ruleId: aId, sequence: 2 },
    ]);
    expect(later.statusCode).toBe(422);
    expect(later.json().error).toMatchObject({
      code: 'Payroll:RuleRefersToLaterRule',
      message: `The rule Rule ${b} (${b}) uses the result of Rule ${a} (${a}), which does not come before it in the structure. Move Rule ${a} (${a}) above Rule ${b} (${b}) (a rule cannot use its own result).`,
    });
    const selfCode = uniqueCode('SELF');
    const self = await create(uniqueCode('Self'), [
      { ruleId: await ruleReading(selfCode, selfCode), sequence: 1 },
    ]);
    expect(self.statusCode).toBe(422);
    expect(self.json().error.code).toBe('Payroll:RuleRefersToLaterRule');
    const missing = await create(uniqueCode('Missing'), [{ ruleId: bId, sequence: 1 }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.code).toBe('Payroll:RuleRefersToUnknownRule');
    // Nothing was saved.
    const list = await t.call(acme, E.list, { query: { filter: 'Later', maxResultCount: 100 } });
    expect(list.json<PagedResult<SalaryStructureDto>>().totalCount).toBe(0);
  });

  it('keeps each tenant to its own structures and rules', async () => {
    const other = await t.login((await t.createTenant()).name);
    const ruleId = await ruleReading(uniqueCode('ISO'));
    const id = await api.createStructure(acme, [ruleId]);
    expect((await t.call(other, E.get, { params: { id } })).statusCode).toBe(404);
    const stamp = (await get(id)).concurrencyStamp;
    const update = await t.call(other, E.update, {
      params: { id },
      body: { name: 'Taken', structureRules: [{ ruleId, sequence: 1 }], concurrencyStamp: stamp },
    });
    expect(update.statusCode).toBe(404);
    expect((await t.call(other, E.delete, { params: { id } })).statusCode).toBe(404);
    expect((await t.call(other, E.list, {})).json<PagedResult<SalaryStructureDto>>().totalCount).toBe(0);
    // Another tenant's rule is not one of its rules.
    const foreign = await t.call(other, E.create, {
      body: { name: 'Mine', structureRules: [{ ruleId, sequence: 1 }] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.code).toBe('SalaryStructure:RuleNotFound');
    expect((await get(id)).concurrencyStamp).toBe(stamp);
  });
});
