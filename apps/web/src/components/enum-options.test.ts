import { defineEnum } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { enumColor, enumFilters, enumLabel, enumOptions } from './enum-options.ts';

const Statuses = defineEnum('TestStatus', {
  Draft: { value: 0, en: 'Draft', ar: 'مسودة' },
  Approved: { value: 1, en: 'Approved', ar: 'موافق عليه' },
  Rejected: { value: 2, en: 'Rejected', ar: 'مرفوض' },
});

describe('enum options', () => {
  it('labels every member in the language, in the declared order', () => {
    expect(enumOptions(Statuses, 'en')).toEqual([
      { value: 0, label: 'Draft' },
      { value: 1, label: 'Approved' },
      { value: 2, label: 'Rejected' },
    ]);
    expect(enumOptions(Statuses, 'ar').map((o) => o.label)).toEqual(['مسودة', 'موافق عليه', 'مرفوض']);
    expect(enumFilters(Statuses, 'en')[1]).toEqual({ text: 'Approved', value: 1 });
  });

  it('names one value, and an unknown one by its number', () => {
    expect(enumLabel(Statuses, 2, 'ar')).toBe('مرفوض');
    expect(enumLabel(Statuses, 9, 'en')).toBe('9');
  });
});

describe('enumColor', () => {
  it('takes the page colour by member key', () => {
    expect(enumColor(Statuses, 1, { Approved: 'green', Rejected: 'red' })).toBe('green');
    expect(enumColor(Statuses, 0, { Approved: 'green' })).toBeUndefined();
    expect(enumColor(Statuses, 7, { Approved: 'green' })).toBeUndefined();
  });

  it('falls back to a colour the definition carries', () => {
    const withColour = {
      ...Statuses,
      members: Statuses.members.map((m) => (m.key === 'Rejected' ? { ...m, color: 'red' } : m)),
    };
    expect(enumColor(withColour, 2)).toBe('red');
    expect(enumColor(withColour, 2, { Rejected: 'volcano' })).toBe('volcano');
  });
});
