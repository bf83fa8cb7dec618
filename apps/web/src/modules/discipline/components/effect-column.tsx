import { type SalaryEffectDto, SalaryEffectValueType } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { formatNumber } from '../../../components/format.ts';
import type { ResourceColumn } from '../../../components/ResourceTable.tsx';

/**
 * The salary effect column of penalty and reward types: a fixed amount as every amount reads (no currency:
 * payroll pays it in the payslip's), a percentage with %, or '—'.
 */
export function effectColumn<T extends SalaryEffectDto>(t: TFunction): ResourceColumn<T> {
  return {
    key: 'salaryEffectValue',
    dataIndex: 'salaryEffectValue',
    title: t('SalaryEffect'),
    width: 160,
    render: (_value: unknown, type: T) => {
      if (type.salaryEffectValue === null || type.salaryEffectValueType === null) return '—';
      return type.salaryEffectValueType === SalaryEffectValueType.Percentage ? (
        <span className="formatted-value">{`${formatNumber(type.salaryEffectValue, { maximumFractionDigits: 2 })}%`}</span>
      ) : (
        <FormattedValue kind="money" value={type.salaryEffectValue} />
      );
    },
  };
}
