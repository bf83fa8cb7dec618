import {
  type BankDto,
  type EmployeeBankDetailsDto,
  type EmployeeBankDetailsInput,
  employeeBankDetailsInput,
  formatIban,
  ibanLengthOf,
  PaymentMethod,
  PaymentMethods,
} from '@hr/contracts';
import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { lookupSelect, useLookup } from '../../../../components/lookup.ts';
import { bankApi } from '../../../finance/public.ts';
import { FormSection, type SectionProps } from './FormSection.tsx';

export interface BankFormValues {
  paymentMethod?: number | null;
  bankId?: string | null;
  iban?: string | null;
  accountHolderName?: string | null;
  wpsPersonId?: string | null;
}

/** The section's starting values: the stored details, the IBAN grouped by four. */
export function bankValuesOf(details: EmployeeBankDetailsDto | undefined): BankFormValues {
  if (!details) return {};
  return { ...details, iban: details.iban ? formatIban(details.iban) : null };
}

const blank = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The body's bank details: none while no method is chosen; cash and cheque send no account. */
export function bankInputOf(values: BankFormValues): EmployeeBankDetailsInput | null {
  if (values.paymentMethod === undefined || values.paymentMethod === null) return null;
  const transfer = values.paymentMethod === PaymentMethod.BankTransfer;
  return {
    paymentMethod: values.paymentMethod,
    bankId: transfer ? (values.bankId ?? null) : null,
    iban: transfer ? blank(values.iban) : null,
    accountHolderName: transfer ? blank(values.accountHolderName) : null,
    wpsPersonId: blank(values.wpsPersonId),
  };
}

/**
 * Where the employee is paid (issue 43): the method; for a bank transfer the bank, the IBAN (checked as
 * the server checks it, the message naming what is wrong) and the account holder; the UAE WPS personal
 * number for the salary file.
 */
export function BankSection({
  details,
  ...section
}: SectionProps<BankFormValues> & { details?: EmployeeBankDetailsDto }) {
  const { t, i18n } = useTranslation('employees');
  const method = Form.useWatch('paymentMethod', section.form);
  const iban = Form.useWatch('iban', section.form) as string | undefined;
  const banks = useLookup(bankApi.picker());
  const current = details?.bankId ? { value: details.bankId, label: details.bankName ?? '' } : null;
  const bankSelect = lookupSelect<BankDto>(
    banks,
    (b) => ({
      value: b.id,
      label: `${b.name} (${b.bic})`,
      disabled: !b.isActive && b.id !== details?.bankId,
    }),
    current,
  );
  const transfer = method === PaymentMethod.BankTransfer;
  const country = (iban ?? '').replace(/\s/g, '').slice(0, 2).toUpperCase();
  const length = country.length === 2 ? ibanLengthOf(country) : null;
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <FormSection title={t('BankDetails')} schema={employeeBankDetailsInput} name="employee-bank" {...section}>
      <Col xs={24} md={12}>
        <Field name="paymentMethod" label={t('PaymentMethod')} required={false}>
          <Select
            allowClear
            placeholder={t('PaymentMethodNotSet')}
            options={PaymentMethods.members.map((m) => ({ value: m.value, label: m[language] }))}
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="wpsPersonId" label={t('WpsPersonId')} extra={t('WpsPersonIdHint')}>
          <Input dir="ltr" inputMode="numeric" />
        </Field>
      </Col>
      {transfer && (
        <>
          <Col xs={24} md={12}>
            <Field name="bankId" label={t('Bank')} required>
              <Select showSearch optionFilterProp="label" {...bankSelect} />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              name="iban"
              label={t('Iban')}
              required
              extra={length ? t('IbanLength', { country, length }) : t('IbanHint')}
            >
              <Input dir="ltr" autoComplete="off" style={{ fontFamily: 'monospace' }} />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field name="accountHolderName" label={t('AccountHolderName')} extra={t('AccountHolderNameHint')}>
              <Input />
            </Field>
          </Col>
        </>
      )}
    </FormSection>
  );
}
