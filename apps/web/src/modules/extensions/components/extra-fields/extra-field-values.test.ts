import {
  checkExtraFieldValue,
  ExtraFieldType,
  extraFieldDefaultToValue,
  extraFieldValueToDefault,
} from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { formatExtraFieldValue, fromFormValue, toFormValue } from './extra-field-values.ts';

const yesNo = { yes: 'Yes', no: 'No' };

describe('extra field values in forms', () => {
  it('round-trips every type between the API text and the input value', () => {
    const cases: Array<[ExtraFieldType, string]> = [
      [ExtraFieldType.String, 'Referral'],
      [ExtraFieldType.Int, '-12'],
      [ExtraFieldType.Decimal, '12345678901234.5678'],
      [ExtraFieldType.Bool, 'true'],
      [ExtraFieldType.Bool, 'false'],
      [ExtraFieldType.DateOnly, '2024-02-29'],
      [ExtraFieldType.DateTime, '2025-03-01T07:30:00.000Z'],
      [ExtraFieldType.Selection, 'O+'],
    ];
    for (const [fieldType, text] of cases) {
      const back = fromFormValue(fieldType, toFormValue(fieldType, text));
      expect(back, `${fieldType} ${text}`).toBe(text);
      // What the form sends passes the server's check unchanged.
      expect(checkExtraFieldValue({ fieldType, options: ['O+'] }, back!)).toEqual({ ok: true, value: text });
    }
  });

  it('empty inputs are null; a Bool input starts as false', () => {
    expect(toFormValue(ExtraFieldType.Bool, null)).toBe(false);
    expect(toFormValue(ExtraFieldType.Int, null)).toBeUndefined();
    const { Bool, ...others } = ExtraFieldType;
    for (const fieldType of Object.values(others)) {
      expect(fromFormValue(fieldType, undefined)).toBeNull();
      expect(fromFormValue(fieldType, null)).toBeNull();
    }
    expect(fromFormValue(ExtraFieldType.String, '   ')).toBeNull();
  });

  it('defaults are JSON-encoded; the form reads them back as values', () => {
    expect(extraFieldValueToDefault(ExtraFieldType.String, 'x')).toBe('"x"');
    expect(extraFieldValueToDefault(ExtraFieldType.Int, '7')).toBe('7');
    expect(extraFieldValueToDefault(ExtraFieldType.Bool, 'false')).toBe('false');
    expect(extraFieldDefaultToValue(ExtraFieldType.DateOnly, '"2025-03-01"')).toBe('2025-03-01');
    // The date inputs hold the API's text (DateInput, DateTimeInput).
    expect(toFormValue(ExtraFieldType.DateOnly, '2025-03-01')).toBe('2025-03-01');
    expect(toFormValue(ExtraFieldType.DateTime, '2025-03-01T07:30:00.000Z')).toBe('2025-03-01T07:30:00.000Z');
  });

  it('shows values for reading as every screen does: yes / no, yyyy/MM/dd, and the tenant clock', () => {
    expect(formatExtraFieldValue(ExtraFieldType.Bool, 'true', yesNo, 'UTC')).toBe('Yes');
    expect(formatExtraFieldValue(ExtraFieldType.DateOnly, '2025-03-01', yesNo, 'UTC')).toBe('2025/03/01');
    // An instant on the tenant's wall clock, whatever the browser's zone.
    const instant = '2025-03-01T12:05:00.000Z';
    expect(formatExtraFieldValue(ExtraFieldType.DateTime, instant, yesNo, 'Asia/Riyadh')).toBe(
      '2025/03/01 03:05 PM',
    );
    expect(formatExtraFieldValue(ExtraFieldType.DateTime, instant, yesNo, 'UTC')).toBe('2025/03/01 12:05 PM');
    expect(formatExtraFieldValue(ExtraFieldType.Int, null, yesNo, 'UTC')).toBe('');
  });
});
