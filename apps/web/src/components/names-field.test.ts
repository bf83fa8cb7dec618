import { createDepartmentInput, platformErrors, updateSalaryRuleCategoryInput } from '@hr/contracts';
import { Form } from 'antd';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n.ts';
import ar from '../locales/ar/common.json' with { type: 'json' };
import en from '../locales/en/common.json' with { type: 'json' };
import { FormSchema } from './Field.tsx';
import { NamesField } from './NamesField.tsx';
import { crossFieldIssuesOf, maxLengthOf, schemaAt, translateIssue } from './zod-rules.ts';

const errors = (language: 'en' | 'ar') =>
  Object.fromEntries(Object.entries(platformErrors).map(([code, text]) => [code, text[language]]));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'ar',
    resources: { en: { common: en, errors: errors('en') }, ar: { common: ar, errors: errors('ar') } },
    defaultNS: 'common',
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
  });
});

/** The field inside a form of the contract's schema, as a FormDialog holds it. */
const render = (schema = createDepartmentInput) =>
  renderToStaticMarkup(
    createElement(FormSchema, { value: schema }, createElement(Form, null, createElement(NamesField))),
  );

describe('NamesField: a name in English and in Arabic', () => {
  it('has an English input left to right and an Arabic one right to left, each bounded by the contract', () => {
    const html = render();
    const inputs = html.match(/<input[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(2);
    const [english, arabic] = inputs;
    expect(english).toMatch(/id="nameEn"/);
    expect(english).toMatch(/dir="ltr"/);
    expect(english).toMatch(/lang="en"/);
    expect(english).toMatch(/maxLength="128"|maxlength="128"/);
    expect(arabic).toMatch(/id="nameAr"/);
    expect(arabic).toMatch(/dir="rtl"/);
    expect(arabic).toMatch(/lang="ar"/);
    expect(arabic).toMatch(/maxLength="128"|maxlength="128"/);
    // Labelled in the screen's language, each saying its language; neither is required on its own.
    expect(html).toContain('الاسم (بالإنجليزية)');
    expect(html).toContain('الاسم (بالعربية)');
    expect(html).not.toContain('ant-form-item-required');
  });

  it('a form with neither name gets the contract’s message on both inputs', () => {
    for (const schema of [createDepartmentInput, updateSalaryRuleCategoryInput]) {
      const body = { nameEn: null, nameAr: null, code: 'X', concurrencyStamp: 'stamp' };
      const parsed = schema.safeParse(body);
      expect(parsed.success).toBe(false);
      const issues = crossFieldIssuesOf(schema, body, parsed.error?.issues ?? []);
      expect(issues.map((i) => i.path.join('.')).sort()).toEqual(['nameAr', 'nameEn']);
      expect(translateIssue(issues[0]!)).toBe('أدخل الاسم بالإنجليزية أو بالعربية أو بكلتيهما.');
    }
    // One of them is enough, in either language; a blank one is none.
    expect(createDepartmentInput.safeParse({ nameAr: 'المالية' }).success).toBe(true);
    expect(createDepartmentInput.safeParse({ nameEn: 'Finance', nameAr: '  ' }).data).toMatchObject({
      nameEn: 'Finance',
      nameAr: null,
    });
    expect(maxLengthOf(schemaAt(createDepartmentInput, ['nameAr'])!)).toBe(128);
  });
});
