import { QueryClient, QueryObserver } from '@tanstack/react-query';
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

  it('reads again after the change what was being read when it happened, a first read included', async () => {
    // A list shown for a new search: its first read is still on its way when a change is saved. That read
    // may answer what was there before the change; the list must read once more, after it.
    const client = new QueryClient();
    let stored = 'before';
    const observer = new QueryObserver(client, {
      queryKey: ['finance', 'financial-accounts', 'list', { name: 'Petty cash' }],
      queryFn: async () => {
        const answer = stored; // read as the request reaches the server
        await new Promise((resolve) => setTimeout(resolve, 20));
        return answer;
      },
    });
    const shown: string[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.data !== undefined) shown.push(result.data);
    });
    await new Promise((resolve) => setTimeout(resolve, 5)); // the first read is on its way
    stored = 'after'; // the change is saved
    await invalidateWithRules(client, ['finance', 'financial-accounts'], {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(shown.at(-1)).toBe('after');
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
