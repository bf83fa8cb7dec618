import { contractEndpoints, WorkEntrySource } from '@hr/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { uniqueCode } from './payroll.ts';

/** What an Active contract on one working schedule needs: the employee, the job title, the structure. */
export interface ActiveContractInput {
  employeeId: string;
  jobTitleId: string;
  salaryStructureId: string;
  workingScheduleId: string;
  /** The contract's dates, which its one schedule range covers too ('YYYY-MM-DD'). */
  start: string;
  end: string;
}

/** The contract calls the tests share, each expecting success. */
export function contractsApi(t: TestApp) {
  return {
    /** Creates and activates a contract whose schedule covers its whole term: the contract's id. */
    async activeContract(token: string, input: ActiveContractInput) {
      const { workingScheduleId, start, end, ...rest } = input;
      const r = await t.call(token, contractEndpoints.create, {
        body: {
          name: uniqueCode('Contract'),
          type: 0,
          start,
          end,
          ...rest,
          workEntrySource: WorkEntrySource.WorkingSchedule,
          contractWorkingSchedules: [{ workingScheduleId, from: start, to: end }],
        },
      });
      expect(r.statusCode, r.body).toBe(200);
      const id = r.json<string>();
      const activated = await t.call(token, contractEndpoints.activate, { params: { id } });
      expect(activated.statusCode, activated.body).toBe(204);
      return id;
    },
  };
}
