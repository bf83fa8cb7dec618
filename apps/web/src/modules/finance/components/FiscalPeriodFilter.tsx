import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { financialPeriodApi } from '../api/financial-period.api.ts';

/**
 * The journal's filter by fiscal period (its entries, payroll's postings): the latest 100 periods by code,
 * newest first; cleared, every period.
 */
export function FiscalPeriodFilter({
  value,
  onChange,
  placeholder,
  minWidth,
}: {
  value: string | undefined;
  onChange: (periodId: string | undefined) => void;
  placeholder: string;
  minWidth: number;
}) {
  const { t } = useTranslation('finance');
  const periods = useQuery(financialPeriodApi.journalFilter());
  return (
    <Select
      allowClear
      style={{ minWidth }}
      placeholder={placeholder}
      aria-label={t('FiscalPeriod')}
      value={value}
      onChange={onChange}
      loading={periods.isLoading}
      options={(periods.data?.items ?? []).map((p) => ({ value: p.id, label: p.code }))}
    />
  );
}
