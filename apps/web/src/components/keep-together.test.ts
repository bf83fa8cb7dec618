import { describe, expect, it } from 'vitest';
import { keepTogetherParts } from './KeepTogether.tsx';

describe('keepTogetherParts', () => {
  it('keeps an Arabic task name’s isolated name and days whole, and gives the text back when joined', () => {
    const name = 'طلب إجازة \u2068لينا صالح\u2069 لـ \u20682026-12-03 - 2026-12-05\u2069';
    const parts = keepTogetherParts(name);
    expect(parts.filter((p) => p.together).map((p) => p.text)).toEqual([
      '\u2068لينا صالح\u2069',
      '\u20682026-12-03 - 2026-12-05\u2069',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(name);
  });

  it('keeps bare dates and date ranges whole in any language', () => {
    const parts = keepTogetherParts('Leave request of Lina for 2026-12-03 - 2026-12-05, then 2026-12-09.');
    expect(parts).toEqual([
      { text: 'Leave request of Lina for ', together: false },
      { text: '2026-12-03 - 2026-12-05', together: true },
      { text: ', then ', together: false },
      { text: '2026-12-09', together: true },
      { text: '.', together: false },
    ]);
  });

  it('leaves a text without dates or isolates as one ordinary part', () => {
    expect(keepTogetherParts('Annual leave')).toEqual([{ text: 'Annual leave', together: false }]);
    expect(keepTogetherParts('')).toEqual([]);
  });
});
