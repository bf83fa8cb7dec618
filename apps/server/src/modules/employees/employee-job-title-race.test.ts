import { employeeEndpoints as E, jobTitleEndpoints, pathOf } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeBody, employeesApi } from '../../test/helpers/employees.ts';
import { organisationApi } from '../../test/helpers/organisation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Saving an employee with a job title and deleting that job title, at the same moment: both checks run
 * inside their write transactions (the employee's share-locks the job title, the delete locks it for
 * update and counts holders after), so one of the two must lose. On PostgreSQL (the `pg` stage) the two
 * calls really run at once on two connections; before the checks moved inside the transactions, both
 * could pass and leave an employee on a deleted job title.
 */
describe('an employee saved while its job title is deleted', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('acme');
  });
  afterAll(() => t.close());

  it('never ends with an employee on a deleted job title', async () => {
    const org = organisationApi(t);
    const employees = employeesApi(t);
    const department = await org.createDepartment(admin, `Race ${Date.now()}`);
    const outcomes = { created: 0, deleted: 0 };
    for (let round = 0; round < 25; round++) {
      const title = await org.createJobTitle(admin, { name: `Title ${round}`, departmentId: department.id });
      const [create, remove] = await Promise.all([
        employees.call(admin, 'POST', E.create.path, employeeBody(title.id)),
        t.app.inject({
          method: 'DELETE',
          url: pathOf(jobTitleEndpoints.delete, { id: title.id }),
          headers: t.as(admin),
        }),
      ]);
      // Exactly one wins: the employee (the delete is refused: it has a holder) or the delete (the
      // employee is refused: the job title is gone).
      expect([create.statusCode, remove.statusCode].sort(), `${create.body} ${remove.body}`).toSatisfy(
        ([a, b]: number[]) => (a === 200 && b === 422) || (a === 204 && b === 422),
      );
      if (create.statusCode === 200) outcomes.created++;
      if (remove.statusCode === 204) outcomes.deleted++;
    }
    const { rows } = await t.db.ownerSql.query<{ n: number }>(
      `select count(*)::int as n from employees e join job_titles j on j.id = e.job_title_id
        where not e.is_deleted and j.is_deleted`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(outcomes.created + outcomes.deleted).toBe(25);
  });
});
