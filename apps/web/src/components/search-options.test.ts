import { describe, expect, it } from 'vitest';
import { isNearEnd, mergeOptions, nextSkipCount, type SearchPage } from './search-options.ts';

const a = { value: 'a', label: 'Ann' };
const b = { value: 'b', label: 'Bob' };
const c = { value: 'c', label: 'Cem' };

describe('mergeOptions', () => {
  it('puts added and current options first and drops repeats', () => {
    const pages: SearchPage[] = [{ options: [a, b] }, { options: [b, c] }];
    expect(mergeOptions([c], { value: 'a', label: 'Ann (stored)' }, pages)).toEqual([
      c,
      { value: 'a', label: 'Ann (stored)' },
      b,
    ]);
  });

  it('copes with nothing loaded yet', () => {
    expect(mergeOptions(undefined, null, undefined)).toEqual([]);
    expect(mergeOptions(undefined, a, undefined)).toEqual([a]);
  });
});

describe('nextSkipCount', () => {
  it('continues after the loaded options while the server has more', () => {
    expect(nextSkipCount([{ options: [a, b], totalCount: 3 }])).toBe(2);
    expect(
      nextSkipCount([
        { options: [a, b], totalCount: 3 },
        { options: [c], totalCount: 3 },
      ]),
    ).toBeUndefined();
  });

  it('stops on unpaged answers and on an empty page (the list shrank meanwhile)', () => {
    expect(nextSkipCount([{ options: [a] }])).toBeUndefined();
    expect(
      nextSkipCount([
        { options: [a], totalCount: 5 },
        { options: [], totalCount: 5 },
      ]),
    ).toBeUndefined();
    expect(nextSkipCount([])).toBeUndefined();
  });
});

describe('isNearEnd', () => {
  it('is true within the margin of the end', () => {
    expect(isNearEnd({ scrollTop: 170, clientHeight: 256, scrollHeight: 450 })).toBe(true);
    expect(isNearEnd({ scrollTop: 100, clientHeight: 256, scrollHeight: 450 })).toBe(false);
  });
});
