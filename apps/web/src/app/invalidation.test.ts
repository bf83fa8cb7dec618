import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { collectInvalidationRules, dependentPaths, invalidateWithRules, keyPath } from './invalidation.ts';

const rules = {
  'organisation.jobTitles': ['employees'],
  employees: ['organisation.jobTitles.list.tree', 'payroll.payslips'],
};

describe('keyPath', () => {
  it('takes the leading string segments in camelCase', () => {
    expect(keyPath(['organisation', 'job-titles', 'list', { skipCount: 0 }])).toEqual([
      'organisation',
      'jobTitles',
      'list',
    ]);
  });
});

describe('dependentPaths', () => {
  it('finds the declared dependents of a changed key, transitively, without looping', () => {
    expect(dependentPaths(['organisation', 'job-titles', 'list'], rules)).toEqual([
      ['employees'],
      ['payroll', 'payslips'],
    ]);
  });

  it('treats a broader change as touching the sources under it', () => {
    expect(dependentPaths(['organisation'], rules)).toEqual([['employees'], ['payroll', 'payslips']]);
  });

  it('does not repeat what the change itself covers', () => {
    expect(dependentPaths(['employees'], rules)).toEqual([
      ['organisation', 'jobTitles', 'list', 'tree'],
      ['payroll', 'payslips'],
    ]);
  });

  it('finds nothing for keys no rule names', () => {
    expect(dependentPaths(['identity', 'users'], rules)).toEqual([]);
    expect(dependentPaths(['organisation', 'departments'], rules)).toEqual([]);
  });
});

describe('invalidateWithRules', () => {
  it('marks the changed queries and the dependent ones stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      ['organisation', 'job-titles', 'list', { max: 999 }],
      ['employees', 'list', { skipCount: 0 }],
      ['employees', 'lookup', 'names', ''],
      ['organisation', 'departments', 'list'],
      ['identity', 'users', 'list'],
    ];
    for (const key of keys) client.setQueryData(key, 1);
    await invalidateWithRules(client, ['organisation', 'job-titles', 'list'], {
      'organisation.jobTitles': ['employees'],
    });
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual(keys.slice(0, 3));
  });
});

describe('collectInvalidationRules', () => {
  it('merges the rules of the modules', () => {
    expect(
      collectInvalidationRules([
        { name: 'organisation' },
        { name: 'employees', invalidates: { 'organisation.jobTitles': ['employees'] } },
        { name: 'payroll', invalidates: { 'organisation.jobTitles': ['payroll.structures', 'employees'] } },
      ]),
    ).toEqual({ 'organisation.jobTitles': ['employees', 'payroll.structures'] });
  });

  it('refuses a rule that names no module', () => {
    expect(() =>
      collectInvalidationRules([
        { name: 'employees', invalidates: { 'organization.jobTitles': ['employees'] } },
      ]),
    ).toThrow(/organization\.jobTitles/);
  });
});
