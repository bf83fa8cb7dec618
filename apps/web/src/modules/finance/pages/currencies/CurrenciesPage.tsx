import { CheckCircleOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import { type CurrencyDto, FinancePermissions } from '@hr/contracts';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import {
  listOf,
  type ResourceColumn,
  ResourceTable,
  type RowAction,
} from '../../../../components/ResourceTable.tsx';
import { currencyApi } from '../../api/currency.api.ts';
import { switchState } from '../../components/switch-state.ts';
import { financePaths } from '../../finance.routes.ts';
import { BaseCurrencyBar } from './BaseCurrencyBar.tsx';

const P = FinancePermissions.Currencies;

/**
 * finance/currency (FN.CurrencyAndExchangeRate.Index, document 3 §2.8): the ISO 4217 list, ten a page,
 * searched by name, filtered active or not; Enable, Disable (never the base currency) and View, which
 * opens the currency's page with its exchange rates. The base currency is named above the grid.
 */
export function CurrenciesPage() {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const canSwitch = usePermission(P.ChangeActivation);

  // A refusal: the base currency, or accounts using it.
  const switchActivation = (currency: CurrencyDto) =>
    switchState(
      () => currencyApi.changeActivation(currency.code),
      (saved) => t(saved.isActive ? 'CurrencyEnabled' : 'CurrencyDisabled', { name: saved.fullName }),
      currencyApi.keys.all,
    );

  const columns: ResourceColumn<CurrencyDto>[] = [
    {
      key: 'fullName',
      dataIndex: 'fullName',
      title: t('FullName'),
      render: (name: string, currency) => (
        <Flex gap={8} wrap align="center">
          <span>{name}</span>
          {currency.isBaseCurrency && <Tag color="blue">{t('BaseCurrency')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'isActive',
      dataIndex: 'isActive',
      title: t('IsActive'),
      width: 110,
      filterParam: 'isActive',
      filterMultiple: false,
      filters: [
        { text: t('common::Yes'), value: true },
        { text: t('common::No'), value: false },
      ],
      render: (active: boolean) =>
        active ? <Tag color="green">{t('common::Yes')}</Tag> : <Tag>{t('common::No')}</Tag>,
    },
    { key: 'code', dataIndex: 'code', title: t('Code'), width: 90 },
    { key: 'symbol', dataIndex: 'symbol', title: t('Symbol'), width: 90 },
    { key: 'unitLabel', dataIndex: 'unitLabel', title: t('UnitLabel') },
    {
      key: 'subUnitLabel',
      dataIndex: 'subUnitLabel',
      title: t('SubUnitLabel'),
      render: (label: string | null) => label ?? '—',
    },
  ];

  const rowActions: RowAction<CurrencyDto>[] = [
    {
      key: 'enable',
      label: t('Enable'),
      icon: <CheckCircleOutlined />,
      visible: canSwitch ? (c) => !c.isActive : false,
      onClick: (c) => void switchActivation(c),
    },
    {
      key: 'disable',
      label: t('Disable'),
      icon: <StopOutlined />,
      danger: true,
      // The base currency stays active: every exchange rate is against it.
      visible: canSwitch ? (c) => c.isActive && !c.isBaseCurrency : false,
      onClick: (c) => void switchActivation(c),
    },
    {
      key: 'view',
      label: t('View'),
      icon: <EyeOutlined />,
      onClick: (c) => void navigate(financePaths.currency(c.code)),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <BaseCurrencyBar />
      <ResourceTable<CurrencyDto>
        title={t('Currencies')}
        {...listOf(currencyApi)}
        columns={columns}
        rowKey="code"
        defaultPageSize={10}
        search={{ param: 'name', placeholder: t('SearchByCurrencyName') }}
        rowActions={rowActions}
      />
    </Flex>
  );
}
