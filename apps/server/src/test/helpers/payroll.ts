import {
  type CreateSalaryRuleInput,
  salaryRuleCategoryEndpoints,
  salaryRuleEndpoints,
  salaryStructureEndpoints,
} from '@hr/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';

let serial = 0;
/** A code no other test of the file uses: formulas need identifiers, so letters, digits and _. */
export const uniqueCode = (prefix = 'C') => `${prefix}_${Date.now().toString(36)}_${(serial++).toString(36)}`;

/** The payroll calls the tests share, each expecting success. */
export function payrollApi(t: TestApp) {
  return {
    async createCategory(token: string, code = uniqueCode('CAT'), name = `Category ${code}`) {
      const r = await t.call(token, salaryRuleCategoryEndpoints.create, { body: { name, code } });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<string>();
    },

    async createRule(token: string, input: Partial<CreateSalaryRuleInput> & { categoryId: string }) {
      const code = input.code ?? uniqueCode('R');
      const r = await t.call(token, salaryRuleEndpoints.create, {
        body: { name: `Rule ${code}`, code, valueFixedAmount: '100.00', ...input },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<string>();
    },

    async createStructure(token: string, ruleIds: string[], name = uniqueCode('Structure')) {
      const r = await t.call(token, salaryStructureEndpoints.create, {
        body: { name, structureRules: ruleIds.map((ruleId, i) => ({ ruleId, sequence: i + 1 })) },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<string>();
    },
  };
}
