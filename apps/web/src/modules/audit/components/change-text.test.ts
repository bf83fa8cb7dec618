import { PayslipStates, ValueBasedOns } from '@hr/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import arLeave from '../../../locales/ar/leave.json' with { type: 'json' };
import arPayroll from '../../../locales/ar/payroll.json' with { type: 'json' };
import arPayslips from '../../../locales/ar/payslips.json' with { type: 'json' };
import enPayroll from '../../../locales/en/payroll.json' with { type: 'json' };
import { fieldLabel, valueText } from './change-text.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  // The app's separators (app/i18n.ts): flat keys, "payroll::Name" names another namespace.
  await i18n.init({
    lng: 'ar',
    resources: {
      en: { payroll: enPayroll },
      ar: { payroll: arPayroll, payslips: arPayslips, leave: arLeave },
    },
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
  });
});
// As EntityHistory looks a label up.
const lookup = (key: string) => (i18n.exists(key) ? i18n.t(key) : undefined);
const words = { yes: 'نعم', no: 'لا', empty: 'فارغ' };
const change = (propertyName: string) => ({
  propertyName,
  originalValue: null,
  newValue: null,
  isSecret: false,
});

describe("a History's field labels and values in the reader's language", () => {
  it("names a field by its page's namespace, in Arabic", () => {
    expect(fieldLabel('name', { namespace: 'payroll' }, lookup)).toBe('الاسم');
    expect(fieldLabel('cancellationReason', { namespace: 'payslips' }, lookup)).toBe('سبب الإلغاء');
    expect(fieldLabel('rejectionReason', { namespace: 'leave' }, lookup)).toBe(arLeave.RejectionReason);
    expect(fieldLabel('decisionTime', { namespace: 'leave' }, lookup)).toBe('وقت القرار');
  });

  it("prefers the page's own label, and says an unnamed field in words", () => {
    expect(
      fieldLabel('valueFixedAmount', { namespace: 'payroll', labels: { valueFixedAmount: 'مبلغ' } }, lookup),
    ).toBe('مبلغ');
    expect(fieldLabel('someNewColumn', { namespace: 'payroll' }, lookup)).toBe('Some new column');
  });

  it("shows an enumeration's value by its name in the reader's language", () => {
    expect(valueText(change('state'), '2', { enums: { state: PayslipStates } }, 'ar', words)).toBe(
      PayslipStates.label(2, 'ar'),
    );
    expect(
      valueText(change('valueBasedOn'), '0', { enums: { valueBasedOn: ValueBasedOns } }, 'en', words),
    ).toBe(ValueBasedOns.label(0, 'en'));
    expect(valueText(change('isActive'), 'true', {}, 'ar', words)).toBe('نعم');
    expect(valueText(change('reason'), null, {}, 'ar', words)).toBe('فارغ');
  });
});
