import { departmentEndpoints, OrganisationPermissions } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { lookupPolicy, lookupQuery, lookupSelect } from './lookup.ts';

describe('lookups', () => {
  it("carry their endpoint's policies, so that a page reads them only when the user may", () => {
    const options = lookupQuery(departmentEndpoints.list, { queryKey: ['x'], queryFn: () => 1 });
    expect(lookupPolicy(options)).toEqual([OrganisationPermissions.DepartmentsAndJobTitles.Default]);
    expect(lookupPolicy({ meta: undefined })).toBeUndefined();
  });

  it("offer their items, or without the policies only the record's own choices, unchangeable", () => {
    const option = (d: { id: string; name: string }) => ({ value: d.id, label: d.name });
    const data = { items: [{ id: 'a', name: 'A' }] };
    expect(lookupSelect({ allowed: true, data, isPending: false }, option)).toEqual({
      options: [{ value: 'a', label: 'A' }],
      loading: false,
    });
    // A disabled query stays pending: no endless spinner for a lookup the user may not read.
    const refused = { allowed: false, data: undefined, isPending: true };
    expect(lookupSelect(refused, option, { value: 'b', label: 'B' })).toEqual({
      options: [{ value: 'b', label: 'B' }],
      loading: false,
      disabled: true,
    });
    expect(lookupSelect(refused, option, null).options).toEqual([]);
  });
});
