import type { createFinancialAccountInput, FinancialAccountDto } from '@hr/contracts';
import { accountCode, CashFlowTypes } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { currencyApi } from '../../api/currency.api.ts';
import { accountTypeApi } from '../../api/financial-account.api.ts';
import { PrefixedCodeInput } from '../../components/PrefixedCodeInput.tsx';

/** The form holds the category (to choose a type) and the code's typed part; the body has the full code. */
export type AccountForm = Omit<z.input<typeof createFinancialAccountInput>, 'code'> & {
  categoryCode?: string;
  codeRest?: string;
};

/**
 * The account dialog's controls: a category, then one of its account types, whose code prefix shows
 * read-only before the typed digits, the name, an enabled currency (by its unit label; an account keeps its
 * own after the currency was switched off) and the cash flow type.
 */
export function FinancialAccountFields({
  record,
  prefixOf,
}: {
  record: FinancialAccountDto | undefined;
  prefixOf: (typeName: string | undefined) => string;
}) {
  const { t } = useTranslation('finance');
  const form = Form.useFormInstance<AccountForm>();
  const categoryCode = Form.useWatch('categoryCode', form);
  const typeName = Form.useWatch('typeName', form);
  const categories = useQuery(accountTypeApi.categories());
  const types = useQuery({ ...accountTypeApi.types(categoryCode), enabled: !!categoryCode });
  const currencies = useQuery(currencyApi.active());
  const currencyOptions = (currencies.data ?? []).map((c) => ({
    value: c.code,
    label: `${c.unitLabel} (${c.code})`,
  }));
  if (record && !currencyOptions.some((o) => o.value === record.currencyCode))
    currencyOptions.push({
      value: record.currencyCode,
      label: `${record.currencyUnitLabel} (${record.currencyCode})`,
    });
  const prefix = prefixOf(typeName) || (record && typeName === record.typeName ? record.codePrefix : '');

  return (
    <>
      <Form.Item
        name="categoryCode"
        label={t('AccountCategory')}
        rules={[{ required: true, message: t('common::ThisFieldIsRequired') }]}
      >
        <Select
          aria-label={t('AccountCategory')}
          loading={categories.isLoading}
          options={(categories.data ?? []).map((c) => ({ value: c.code, label: c.displayName }))}
          // Another category has other types.
          onChange={() => form.setFieldValue('typeName', undefined)}
        />
      </Form.Item>
      <Field name="typeName" label={t('AccountType')}>
        <Select
          aria-label={t('AccountType')}
          disabled={!categoryCode}
          loading={types.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={(types.data ?? []).map((type) => ({
            value: type.name,
            label: `${type.displayName} (${type.codePrefix})`,
          }))}
          onChange={() => void form.validateFields(['codeRest']).catch(() => undefined)}
        />
      </Field>
      <Field
        name="codeRest"
        label={t('Code')}
        schema={accountCode}
        extra={prefix ? t('CodeHint', { prefix }) : t('CodeNeedsType')}
      >
        <PrefixedCodeInput prefix={prefix} aria-label={t('Code')} />
      </Field>
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" />
      </Field>
      <Field name="currencyCode" label={t('Currency')}>
        <Select
          aria-label={t('Currency')}
          loading={currencies.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={currencyOptions}
        />
      </Field>
      <Field name="cashFlowType" label={t('CashFlowType')} style={{ marginBottom: 0 }}>
        <EnumSelect enum={CashFlowTypes} aria-label={t('CashFlowType')} />
      </Field>
    </>
  );
}
