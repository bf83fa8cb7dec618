import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import {
  createExchangeRateInput,
  type ExchangeRateDto,
  FinancePermissions,
  updateExchangeRateInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isRightToLeft } from '../../../../app/language.ts';
import { AmountInput } from '../../../../components/AmountInput.tsx';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { formatNumber } from '../../../../components/format.ts';
import { LoadFailed } from '../../../../components/LoadFailed.tsx';
import type { ResourceColumn } from '../../../../components/ResourceTable.tsx';
import { currencyApi, exchangeRateApi } from '../../api/currency.api.ts';
import { PastDateInput } from '../../components/PastDateInput.tsx';
import { financePaths } from '../../finance.routes.ts';

const P = FinancePermissions.Currencies;
const onDate = { 'Finance:DuplicateExchangeRate': 'date', 'Finance:DateInFuture': 'date' };

/** numeric(18,6): 12 integer digits and 6 decimals. */
const maxRate = '999999999999.999999';

/**
 * finance/currency/{code}: the currency's read-only details and its exchange-rate grid (newest date first)
 * with Add, Edit and Delete behind their permissions. The base currency has no rates: its rate is always 1.
 * A rate (500 px dialog) is how many units of the base currency one unit of this currency is worth (greater
 * than 0, up to 6 decimals) on a date of today or earlier in the tenant's calendar; the server refuses a
 * second rate on the same date or a future date, its message shows and the form keeps its values.
 */
export function CurrencyPage() {
  const { t } = useTranslation('finance');
  const navigate = useNavigate();
  const code = (useParams().code ?? '').toUpperCase();
  const currency = useQuery(currencyApi.view(code));
  const base = useQuery(currencyApi.base()).data;

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
  if (currency.isError) return <LoadFailed error={currency.error} extra={back} />;
  const c = currency.data;
  const yesNo = (value: boolean) =>
    value ? <Tag color="green">{t('common::Yes')}</Tag> : <Tag>{t('common::No')}</Tag>;

  const columns: ResourceColumn<ExchangeRateDto>[] = [
    { key: 'date', dataIndex: 'date', title: t('Date'), kind: 'date' },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: t('Rate'),
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
      <CrudPage<
        ExchangeRateDto,
        typeof createExchangeRateInput,
        typeof updateExchangeRateInput,
        ExchangeRateDto,
        { rate: string; date: string }
      >
        api={exchangeRateApi}
        policies={{
          Create: P.CreateExchangeRate,
          Update: P.UpdateExchangeRate,
          Delete: P.DeleteExchangeRate,
        }}
        title={t('ExchangeRates')}
        newLabel={t('AddExchangeRate')}
        columns={columns}
        table={{ params: { currencyCode: c.code } }}
        toolbar={(add) => !c.isBaseCurrency && add}
        dialog={{
          title: (record) => (record ? t('EditExchangeRate') : t('AddExchangeRate')),
          api: exchangeRateApi,
          schemas: { create: createExchangeRateInput, update: updateExchangeRateInput },
          fieldOfCode: onDate,
          toForm: (rate) => ({ rate: rate.rate, date: rate.date }),
          // The currency is the page's, never a control.
          toInput: (values) => ({ ...values, currencyCode: c.code }),
          fields: (
            <>
              <Field
                name="rate"
                label={t('Rate')}
                extra={base && t('RateHint', { code: c.code, base: `${base.fullName} (${base.code})` })}
              >
                <AmountInput decimals={6} max={maxRate} aria-label={t('Rate')} />
              </Field>
              <Field name="date" label={t('Date')} style={{ marginBottom: 0 }}>
                <PastDateInput aria-label={t('Date')} />
              </Field>
            </>
          ),
        }}
      />
    </Flex>
  );
}
