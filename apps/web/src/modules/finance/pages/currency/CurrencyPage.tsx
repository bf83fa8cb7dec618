import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { type ExchangeRateDto, FinancePermissions } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isRightToLeft } from '../../../../app/language.ts';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { formatNumber } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { currencyApi, exchangeRateApi } from '../../api/currency.api.ts';
import { financePaths } from '../../finance.routes.ts';
import { ExchangeRateFormDialog } from './ExchangeRateFormDialog.tsx';

const P = FinancePermissions.Currencies;

/**
 * finance/currency/{code}: the currency's read-only details and its exchange-rate grid (newest date first)
 * with Add, Edit and Delete behind their permissions. The base currency has no rates: its rate is always 1.
 */
export function CurrencyPage() {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const code = (useParams().code ?? '').toUpperCase();
  const currency = useQuery(currencyApi.view(code));
  const crud = useCrudPage<ExchangeRateDto>({
    api: exchangeRateApi,
    policies: { Create: P.CreateExchangeRate, Update: P.UpdateExchangeRate, Delete: P.DeleteExchangeRate },
    newLabel: t('AddExchangeRate'),
  });

  const BackIcon = isRightToLeft() ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = (
    <Button icon={<BackIcon />} onClick={() => void navigate(financePaths.currencies)}>
      {t('BackToCurrencies')}
    </Button>
  );
  if (currency.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (currency.isError)
    return (
      <Result
        status="warning"
        title={t('common::LoadFailed')}
        subTitle={currency.error.message}
        extra={back}
      />
    );
  const c = currency.data;
  const yesNo = (value: boolean) =>
    value ? <Tag color="green">{t('common::Yes')}</Tag> : <Tag>{t('common::No')}</Tag>;

  const columns: ResourceColumn<ExchangeRateDto>[] = [
    { key: 'date', dataIndex: 'date', title: t('Date'), sortable: true, kind: 'date' },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: t('Rate'),
      sortable: true,
      render: (rate: string) => (
        <span dir="ltr">{formatNumber(rate, { minimumFractionDigits: 6, maximumFractionDigits: 6 })}</span>
      ),
    },
    {
      key: 'lastModificationTime',
      // A phone shows the date and the rate only.
      responsive: ['md'],
      title: t('LastModified'),
      render: (_: unknown, r) => (
        <FormattedValue kind="dateTime" value={r.lastModificationTime ?? r.creationTime} />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={c.fullName} extra={back}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'fullName', label: t('FullName'), children: c.fullName },
            { key: 'isActive', label: t('IsActive'), children: yesNo(c.isActive) },
            { key: 'code', label: t('Code'), children: c.code },
            { key: 'symbol', label: t('Symbol'), children: c.symbol },
            { key: 'unitLabel', label: t('UnitLabel'), children: c.unitLabel },
            { key: 'subUnitLabel', label: t('SubUnitLabel'), children: c.subUnitLabel ?? '—' },
            { key: 'decimalPlaces', label: t('DecimalPlaces'), children: c.decimalPlaces },
            { key: 'isBaseCurrency', label: t('BaseCurrency'), children: yesNo(c.isBaseCurrency) },
          ]}
        />
      </Card>
      {c.isBaseCurrency && <Alert type="info" showIcon title={t('BaseCurrencyRateIsOne')} />}
      <ResourceTable<ExchangeRateDto>
        title={t('ExchangeRates')}
        queryKey={exchangeRateApi.keys.lists()}
        fetch={exchangeRateApi.list}
        params={{ currencyCode: c.code }}
        columns={columns}
        toolbar={c.isBaseCurrency ? undefined : crud.toolbar}
        rowActions={crud.rowActions}
      />
      <ExchangeRateFormDialog {...crud.dialog} currency={c} />
    </Flex>
  );
}
