import type { DashboardQuery } from '@hr/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../components/DateRangeInput.tsx';
import { useLookup } from '../../../components/lookup.ts';
import { departmentApi } from '../../organisation/public.ts';

/**
 * A dashboard's filters: a period (both ends; empty: each figure's own, said in its title) and a department
 * (with its sub-departments; only for users who may read departments).
 */
export function DashboardFilters(props: {
  value: DashboardQuery;
  onChange: (value: DashboardQuery) => void;
}) {
  const { t } = useTranslation('dashboard');
  const departments = useLookup(departmentApi.picker());
  const range =
    props.value.fromDate && props.value.toDate ? ([props.value.fromDate, props.value.toDate] as const) : null;
  return (
    <div className="dashboard-filters" data-testid="dashboard-filters">
      <DateRangeInput
        width="content"
        value={range}
        onChange={(r) => props.onChange({ ...props.value, fromDate: r?.[0], toDate: r?.[1] })}
        aria-label={t('Period')}
        presets={['thisMonth', 'lastMonth']}
        allowClear
      />
      {departments.allowed && (
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200 }}
          placeholder={t('AllDepartments')}
          aria-label={t('Department')}
          value={props.value.departmentId}
          loading={departments.isLoading}
          options={(departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
          onChange={(departmentId) => props.onChange({ ...props.value, departmentId })}
          data-testid="dashboard-department"
        />
      )}
    </div>
  );
}
