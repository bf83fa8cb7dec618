import { OrganisationPermissions } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { lookupPolicy } from '../../components/lookup.ts';
import { departmentApi, jobTitleApi } from './public.ts';

describe("the organisation's lookups other modules use", () => {
  it('need the departments and job titles read policy (a payroll officer without it reads neither)', () => {
    const read = [OrganisationPermissions.DepartmentsAndJobTitles.Default];
    expect(lookupPolicy(departmentApi.picker())).toEqual(read);
    expect(lookupPolicy(jobTitleApi.all())).toEqual(read);
  });
});
