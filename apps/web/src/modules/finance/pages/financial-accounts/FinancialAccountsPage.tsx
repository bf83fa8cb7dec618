import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import {
  CashFlowTypes,
  createFinancialAccountInput,
  FinancePermissions,
  type FinancialAccountDto,
  updateFinancialAccountInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { accountTypeApi, financialAccountApi } from '../../api/financial-account.api.ts';
import { switchState } from '../../components/switch-state.ts';
import { joinAccountCode, typedPartOfCode } from '../../finance-forms.ts';
import { type AccountForm, FinancialAccountFields } from './FinancialAccountFields.tsx';

const A = FinancePermissions.Accounts;

const onFields = {
  'Finance:DuplicateAccountCode': 'codeRest',
  'Finance:AccountCodePrefix': 'codeRest',
  'Finance:CurrencyNotActive': 'currencyCode',
};

/**
 * finance/financial-account (FN.Account.Index, document 3 §2.8): name (searched), type (chosen among the
 * chart's types, shown translated), code, currency, cash flow type and whether deprecated. Accounts are
 * deprecated (Disable) and brought back (Enable), never deleted; Add and Edit open a 700 px dialog, whose
 * code is sent as the type's prefix and the typed part (on edit the prefix is found again from the loaded
 * code over the chart's prefixes).
 */
export function FinancialAccountsPage() {
  const { t } = useTranslation('finance');
  const canSwitch = usePermission(A.ChangeDeprecation);
  const [typeName, setTypeName] = useState<string>();
  const types = useQuery(accountTypeApi.types());
  const prefixOf = (name: string | undefined) =>
    types.data?.find((type) => type.name === name)?.codePrefix ?? '';

  const switchDeprecation = (account: FinancialAccountDto) =>
    switchState(
      () => financialAccountApi.changeDeprecation(account.id),
      (saved) => t(saved.isDeprecated ? 'AccountDisabled' : 'AccountEnabled', { name: saved.name }),
      financialAccountApi.keys.all,
    );

  return (
    <CrudPage<
      FinancialAccountDto,
      typeof createFinancialAccountInput,
      typeof updateFinancialAccountInput,
      FinancialAccountDto,
      AccountForm
    >
      api={financialAccountApi}
      policies={A}
      title={t('FinancialAccounts')}
      newLabel={t('AddFinancialAccount')}
      actions={[
        {
          key: 'enable',
          label: t('Enable'),
          icon: <CheckCircleOutlined />,
          visible: canSwitch ? (a) => a.isDeprecated : false,
          onClick: (a) => void switchDeprecation(a),
        },
        {
          key: 'disable',
          label: t('Disable'),
          icon: <StopOutlined />,
          danger: true,
          visible: canSwitch ? (a) => !a.isDeprecated : false,
          onClick: (a) => void switchDeprecation(a),
        },
      ]}
      columns={[
        // A width of their own: a long name (often written in two languages) wraps onto a second line, read
        // whole, rather than push the last columns out of a 1280 px screen (as the journal's description).
        // <bdi> keeps a name in the other language in its order.
        {
          key: 'name',
          dataIndex: 'name',
          title: t('Name'),
          width: 260,
          render: (name: string) => <bdi>{name}</bdi>,
        },
        {
          key: 'typeDisplayName',
          dataIndex: 'typeDisplayName',
          title: t('AccountType'),
          sortable: 'typeName',
          width: 200,
        },
        {
          key: 'code',
          dataIndex: 'code',
          title: t('Code'),
          render: (code: string) => <span dir="ltr">{code}</span>,
        },
        {
          key: 'currencyCode',
          dataIndex: 'currencyCode',
          title: t('Currency'),
          render: (code: string, a) => `${a.currencyUnitLabel} (${code})`,
        },
        { key: 'cashFlowType', dataIndex: 'cashFlowType', title: t('CashFlowType'), enum: CashFlowTypes },
        {
          key: 'isDeprecated',
          dataIndex: 'isDeprecated',
          title: t('IsDeprecated'),
          width: 130,
          render: (deprecated: boolean) =>
            deprecated ? <Tag color="red">{t('Deprecated')}</Tag> : <Tag color="green">{t('InUse')}</Tag>,
        },
      ]}
      table={{ params: { typeName }, search: { param: 'name', placeholder: t('SearchByAccountName') } }}
      toolbar={(add) => (
        <Space wrap>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={typeName}
            onChange={(v) => setTypeName(v ?? undefined)}
            loading={types.isLoading}
            options={(types.data ?? []).map((type) => ({ value: type.name, label: type.displayName }))}
            placeholder={t('FilterByAccountType')}
            aria-label={t('FilterByAccountType')}
            style={{ width: 220, maxWidth: '100%' }}
          />
          {add}
        </Space>
      )}
      dialog={{
        title: (record) => (record ? t('EditFinancialAccount') : t('AddFinancialAccount')),
        width: () => 700,
        api: financialAccountApi,
        schemas: { create: createFinancialAccountInput, update: updateFinancialAccountInput },
        fieldOfCode: onFields,
        toForm: (a) => ({
          categoryCode: a.categoryCode,
          typeName: a.typeName,
          codeRest: typedPartOfCode(
            a.code,
            (types.data ?? []).map((type) => type.codePrefix),
            a.codePrefix,
          ),
          name: a.name,
          currencyCode: a.currencyCode,
          cashFlowType: a.cashFlowType,
        }),
        toInput: ({ categoryCode: _category, codeRest, ...values }, record) => ({
          ...values,
          code: joinAccountCode(prefixOf(values.typeName) || record?.codePrefix, codeRest),
        }),
        fields: (record) => <FinancialAccountFields record={record} prefixOf={prefixOf} />,
      }}
    />
  );
}
