import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { CashFlowTypes, FinancePermissions, type FinancialAccountDto } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { clipped } from '../../../../components/ClippedText.tsx';
import { enumLabel } from '../../../../components/enum-options.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { accountTypeApi, financialAccountApi } from '../../api/financial-account.api.ts';
import { FinancialAccountFormDialog } from './FinancialAccountFormDialog.tsx';

const A = FinancePermissions.Accounts;

/**
 * finance/financial-account (FN.Account.Index, document 3 §2.8): name (searched), type (chosen among the
 * chart's types, shown translated), code, currency, cash flow type and whether deprecated. Accounts are
 * deprecated (Disable) and brought back (Enable), never deleted; Add and Edit open a 700 px dialog.
 */
export function FinancialAccountsPage() {
  const { t } = useTranslation('finance');
  const canSwitch = usePermission(A.ChangeDeprecation);
  const [typeName, setTypeName] = useState<string>();
  const types = useQuery(accountTypeApi.types());

  const switchDeprecation = async (account: FinancialAccountDto) => {
    try {
      const saved = await financialAccountApi.changeDeprecation(account.id);
      feedback().message.success(
        t(saved.isDeprecated ? 'AccountDisabled' : 'AccountEnabled', { name: saved.name }),
      );
    } catch {
      // The HTTP client has shown the server's reason.
    }
    await invalidateAfterChange(financialAccountApi.keys.all);
  };

  const crud = useCrudPage<FinancialAccountDto>({
    // Accounts are never deleted (deprecated instead): no remove, no Delete.
    api: { keys: financialAccountApi.keys },
    policies: { Create: A.Create, Update: A.Update },
    newLabel: t('AddFinancialAccount'),
    actions: [
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
    ],
  });

  const columns: ResourceColumn<FinancialAccountDto>[] = [
    // Long names end in an ellipsis (the whole name in its tooltip) rather than push the last columns out
    // of a 1280 px screen.
    { key: 'name', dataIndex: 'name', title: t('Name'), sortable: true, render: clipped(260) },
    {
      key: 'typeDisplayName',
      dataIndex: 'typeDisplayName',
      title: t('AccountType'),
      sortable: 'typeName',
      render: clipped(200),
    },
    {
      key: 'code',
      dataIndex: 'code',
      title: t('Code'),
      sortable: true,
      render: (code: string) => <span dir="ltr">{code}</span>,
    },
    {
      key: 'currencyCode',
      dataIndex: 'currencyCode',
      title: t('Currency'),
      render: (code: string, a) => `${a.currencyUnitLabel} (${code})`,
    },
    {
      key: 'cashFlowType',
      dataIndex: 'cashFlowType',
      title: t('CashFlowType'),
      render: (type: number) => enumLabel(CashFlowTypes, type),
    },
    {
      key: 'isDeprecated',
      dataIndex: 'isDeprecated',
      title: t('IsDeprecated'),
      width: 130,
      render: (deprecated: boolean) =>
        deprecated ? <Tag color="red">{t('Deprecated')}</Tag> : <Tag color="green">{t('InUse')}</Tag>,
    },
  ];

  return (
    <>
      <ResourceTable<FinancialAccountDto>
        title={t('FinancialAccounts')}
        queryKey={financialAccountApi.keys.lists()}
        fetch={financialAccountApi.list}
        columns={columns}
        params={{ typeName }}
        search={{ param: 'name', placeholder: t('SearchByAccountName') }}
        toolbar={
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
            {crud.toolbar}
          </Space>
        }
        rowActions={crud.rowActions}
      />
      <FinancialAccountFormDialog {...crud.dialog} />
    </>
  );
}
