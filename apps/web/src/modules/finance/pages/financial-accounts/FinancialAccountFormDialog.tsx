import {
  accountCode,
  CashFlowTypes,
  createFinancialAccountInput,
  type FinancialAccountDto,
  updateFinancialAccountInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { currencyApi } from '../../api/currency.api.ts';
import { accountTypeApi, financialAccountApi } from '../../api/financial-account.api.ts';
import { PrefixedCodeInput } from '../../components/PrefixedCodeInput.tsx';
import { joinAccountCode, typedPartOfCode } from '../../finance-forms.ts';

/** The form holds the category (to choose a type) and the code's typed part; the body has the full code. */
type AccountForm = Omit<z.input<typeof createFinancialAccountInput>, 'code'> & {
  categoryCode?: string;
  codeRest?: string;
};

const onFields = {
  'Finance:DuplicateAccountCode': 'codeRest',
  'Finance:AccountCodePrefix': 'codeRest',
  'Finance:CurrencyNotActive': 'currencyCode',
};

/**
 * Add and edit of a financial account (700 px): a category, then one of its account types, whose code
 * prefix shows read-only before the typed digits (sent as prefix + typed part; on edit the prefix is found
 * again from the loaded code over the chart's prefixes), the name, an enabled currency (by its unit label)
 * and the cash flow type.
 */
export function FinancialAccountFormDialog(dialog: CrudDialogProps<FinancialAccountDto>) {
  const { t } = useTranslation('finance');
  const allTypes = useQuery(accountTypeApi.types());
  const prefixOf = (typeName: string | undefined) =>
    allTypes.data?.find((type) => type.name === typeName)?.codePrefix ?? '';
  return (
    <FormDialog
      fieldOfCode={onFields}
      {...dialog}
      title={dialog.record ? t('EditFinancialAccount') : t('AddFinancialAccount')}
      width={700}
      api={financialAccountApi}
      schemas={{ create: createFinancialAccountInput, update: updateFinancialAccountInput }}
      toForm={(a: FinancialAccountDto): AccountForm => ({
        categoryCode: a.categoryCode,
        typeName: a.typeName,
        codeRest: typedPartOfCode(
          a.code,
          (allTypes.data ?? []).map((type) => type.codePrefix),
          a.codePrefix,
        ),
        name: a.name,
        currencyCode: a.currencyCode,
        cashFlowType: a.cashFlowType,
      })}
      toInput={({ categoryCode: _category, codeRest, ...values }: AccountForm, record) => ({
        ...values,
        code: joinAccountCode(prefixOf(values.typeName) || record?.codePrefix, codeRest),
      })}
    >
      {(form) => <AccountFields form={form} record={dialog.record} prefixOf={prefixOf} />}
    </FormDialog>
  );
}

function AccountFields({
  form,
  record,
  prefixOf,
}: {
  form: FormInstance<AccountForm>;
  record: FinancialAccountDto | undefined;
  prefixOf: (typeName: string | undefined) => string;
}) {
  const { t } = useTranslation('finance');
  const categoryCode = Form.useWatch('categoryCode', form);
  const typeName = Form.useWatch('typeName', form);
  const categories = useQuery(accountTypeApi.categories());
  const types = useQuery({ ...accountTypeApi.types(categoryCode), enabled: !!categoryCode });
  const currencies = useQuery(currencyApi.active());
  const currencyOptions = (currencies.data ?? []).map((c) => ({
    value: c.code,
    label: `${c.unitLabel} (${c.code})`,
  }));
  // An account keeps its currency even after the currency was switched off.
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
