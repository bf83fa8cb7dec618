import { describe, expect, it } from 'vitest';
import { listUrl, monthRange } from './format-figures.ts';

describe('dashboard links', () => {
  it('gives a month its first and last day', () => {
    expect(monthRange('2026-02')).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthRange('2028-02')).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthRange('2026-12')).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('writes a list URL without the empty filters', () => {
    expect(listUrl('/hr/employees', { status: 0, jobTitleId: undefined })).toBe('/hr/employees?status=0');
    expect(listUrl('/hr/holidays', {})).toBe('/hr/holidays');
    expect(listUrl('/x', { states: '0,1' })).toBe('/x?states=0%2C1');
  });
});
