import { type SalaryEffectDto, SalaryEffectValueType, SalaryEffectValueTypes } from '@hr/contracts';
import type { TFunction } from 'i18next';
import { getLanguage } from '../../../app/language.ts';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { formatNumber } from '../../../components/format.ts';
import type { ResourceColumn } from '../../../components/ResourceTable.tsx';

/**
 * The salary effect column of penalty and reward types: a percentage with %, a fixed amount as every amount
 * reads after its kind ("Fixed amount: 50.00": it has no currency of its own, payroll pays it in the
 * payslip's, so the kind is its unit, as the type's form names it), or '—'.
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
        <span style={{ whiteSpace: 'nowrap' }}>
          {SalaryEffectValueTypes.label(SalaryEffectValueType.FixedAmount, getLanguage())}:{' '}
          <FormattedValue kind="money" value={type.salaryEffectValue} />
        </span>
      );
    },
  };
}
