import { PayrollPermissions, type SalaryRuleCategoryDto } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { salaryRuleCategoryApi } from '../../api/salary-rule-category.api.ts';
import { SalaryRuleCategoryFormDialog } from './SalaryRuleCategoryFormDialog.tsx';

/** payroll-management/salary-rules-categories: name and code, with add, edit and delete. */
export function SalaryRuleCategoriesPage() {
  const { t } = useTranslation('payroll');
  const crud = useCrudPage<SalaryRuleCategoryDto>({
    api: salaryRuleCategoryApi,
    policies: PayrollPermissions.SalaryRuleCategories,
    newLabel: t('NewCategory'),
  });
  const columns: ResourceColumn<SalaryRuleCategoryDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), sortable: true },
    {
      key: 'code',
      dataIndex: 'code',
      title: t('Code'),
      sortable: true,
      render: (c: string) => <code>{c}</code>,
    },
  ];
  return (
    <>
      <ResourceTable<SalaryRuleCategoryDto>
        title={t('SalaryRuleCategories')}
        queryKey={salaryRuleCategoryApi.keys.lists()}
        fetch={salaryRuleCategoryApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByNameOrCode') }}
        toolbar={crud.toolbar}
        rowActions={crud.rowActions}
      />
      <SalaryRuleCategoryFormDialog {...crud.dialog} />
    </>
  );
}
