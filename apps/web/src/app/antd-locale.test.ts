import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import 'dayjs/locale/ar';
import { describe, expect, it } from 'vitest';
import { antdLocale } from './antd-locale.ts';

describe('antd locale', () => {
  it('heads the Arabic calendar with the short weekday names, not the full ones that run together', () => {
    const lang = antdLocale('ar').DatePicker?.lang;
    expect(lang?.shortWeekDays).toBeUndefined();
    expect(lang?.today).toBe('اليوم');
    // What the picker then shows: dayjs's weekdaysMin for the locale.
    expect(dayjsGenerateConfig.locale.getShortWeekDays?.(lang?.locale ?? '')).toEqual([
      'ح',
      'ن',
      'ث',
      'ر',
      'خ',
      'ج',
      'س',
    ]);
  });

  it('keeps English as antd has it', () => {
    expect(antdLocale('en').DatePicker?.lang.locale).toBe('en_US');
  });
});
