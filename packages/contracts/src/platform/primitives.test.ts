import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access, endpoint, idParams, pathOf } from './endpoint.ts';
import { defineEnum } from './enum.ts';
import { moneyAmount } from './money.ts';
import { definePermissions } from './permissions.ts';
import { trimmedText, trimText } from './text.ts';

describe('defineEnum', () => {
  const Status = defineEnum('Status', {
    Draft: { value: 0, en: 'Draft', ar: 'مسودة' },
    Active: { value: 1, en: 'Active', ar: 'فعّال' },
  });

  it('accepts the numbers (and their digits in a query), refuses anything else', () => {
    expect(Status.schema.parse(1)).toBe(1);
    expect(Status.schema.parse('0')).toBe(0);
    for (const bad of [2, -1, '7', 'Active', '__proto__', null, 1.5])
      expect(Status.schema.safeParse(bad).success, String(bad)).toBe(false);
    expect(Status.dto.safeParse(1).success).toBe(true);
    expect(Status.dto.safeParse(5).success).toBe(false);
  });

  it('names each value in each language, and shows an unknown one as its number', () => {
    expect(Status.values).toEqual({ Draft: 0, Active: 1 });
    expect(Status.label(1, 'ar')).toBe('فعّال');
    expect(Status.label(9, 'en')).toBe('9');
  });

  it('refuses two members with one value', () => {
    expect(() =>
      defineEnum('Bad', { A: { value: 0, en: 'A', ar: 'A' }, B: { value: 0, en: 'B', ar: 'B' } }),
    ).toThrow();
  });
});

describe('definePermissions', () => {
  it('gives the names and the definitions from one declaration', () => {
    const p = definePermissions({
      Things: {
        name: 'HR.Thing.Index',
        en: 'Things',
        ar: 'أشياء',
        crud: true,
        children: { Export: { en: 'E', ar: 'ت' } },
      },
      Other: { name: 'HR.Other', en: 'Other', ar: 'آخر' },
    });
    expect(p.names.Things).toEqual({
      Default: 'HR.Thing.Index',
      Create: 'HR.Thing.Create',
      Update: 'HR.Thing.Update',
      Delete: 'HR.Thing.Delete',
      Export: 'HR.Thing.Export',
    });
    expect(p.names.Other.Default).toBe('HR.Other');
    expect(p.definitions.map((d) => [d.name, d.children?.map((c) => c.name)])).toEqual([
      ['HR.Thing.Index', ['HR.Thing.Create', 'HR.Thing.Update', 'HR.Thing.Delete', 'HR.Thing.Export']],
      ['HR.Other', undefined],
    ]);
  });
});

describe('endpoint', () => {
  it('fills the path parameters, encoded', () => {
    const e = endpoint({
      method: 'GET',
      path: '/api/x/:id/y',
      params: idParams,
      access: access.authenticated,
      tag: 'X',
    });
    expect(pathOf(e, { id: 'a/b c' })).toBe('/api/x/a%2Fb%20c/y');
    expect(() => pathOf(e, {})).toThrow();
  });

  it('refuses a path whose parameters the params schema does not declare', () => {
    expect(() =>
      endpoint({
        method: 'GET',
        path: '/api/x/:id',
        params: z.object({ key: z.string() }),
        access: access.public,
        tag: 'X',
      }),
    ).toThrow();
    expect(() => endpoint({ method: 'GET', path: '/api/x/:id', access: access.public, tag: 'X' })).toThrow();
  });
});

describe('moneyAmount', () => {
  it('keeps amounts exact as decimal strings', () => {
    expect(moneyAmount.parse(1500.5)).toBe('1500.5');
    expect(moneyAmount.parse(' 12.34 ')).toBe('12.34');
    for (const bad of ['-1', '1.234', '1e5', 'abc', '12345678901234567'])
      expect(moneyAmount.safeParse(bad).success, bad).toBe(false);
  });
});

describe('dates', () => {
  it('accept 1900-01-01 to 2999-12-31 only', async () => {
    const { dateOnly, dateTime, optionalDateOnly } = await import('./dates.ts');
    expect(dateOnly.safeParse('1900-01-01').success).toBe(true);
    expect(dateOnly.safeParse('2999-12-31').success).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '3000-01-01', '2024-02-30', '99999-01-01'])
      expect(dateOnly.safeParse(bad).success, bad).toBe(false);
    expect(optionalDateOnly.parse('')).toBeNull();
    expect(dateTime.safeParse('2026-01-01T10:00:00+03:00').success).toBe(true);
    expect(dateTime.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});

describe('trimmedText', () => {
  it('trims what shows nothing at the ends, and keeps it inside and in emoji', () => {
    expect(trimText(' \u200b\u200eHR\u200c\ufeff\n')).toBe('HR');
    // A zero-width non-joiner inside a word, and an emoji's variation selector, belong to the text.
    expect(trimText('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(trimText('\u2764\ufe0f')).toBe('\u2764\ufe0f');
    expect(trimText('\u00a0Lina\u3000')).toBe('Lina');
  });

  it('counts its bounds after trimming: a text of invisible characters is empty', () => {
    const name = trimmedText().min(1).max(3);
    for (const blank of ['', ' ', '\u200b', '\u200f\u2060\u00ad', '\ufeff '])
      expect(name.safeParse(blank).success, JSON.stringify(blank)).toBe(false);
    expect(name.parse('\u200babc\u200b')).toBe('abc');
    expect(name.safeParse('abcd').success).toBe(false);
  });
});
