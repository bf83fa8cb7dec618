import { formatSalaryEffect, type SalaryEffectDto } from '@hr/contracts';
import type { TFunction } from 'i18next';
import type { ResourceColumn } from '../../../components/ResourceTable.tsx';

/** The salary effect column of penalty and reward types: the number, the number with %, or '-'. */
export function effectColumn<T extends SalaryEffectDto>(t: TFunction): ResourceColumn<T> {
  return {
    key: 'salaryEffectValue',
    dataIndex: 'salaryEffectValue',
    title: t('SalaryEffect'),
    width: 160,
    render: (_value: unknown, type: T) => <bdi>{formatSalaryEffect(type)}</bdi>,
  };
}
