import { PayrollPermissions, type SalaryRuleDto } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../../components/lookup.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { usePageCrudActions } from '../../../../components/usePageCrudActions.tsx';
import { salaryRuleApi } from '../../api/salary-rule.api.ts';
import { salaryRuleCategoryApi } from '../../api/salary-rule-category.api.ts';
import { payrollPaths } from '../../payroll.routes.ts';

const P = PayrollPermissions.SalaryRules;

/** payroll-management/salary-rules: name, code, active and category, paged; add and edit on their pages. */
export function SalaryRulesPage() {
  const { t } = useTranslation('payroll');
  const categories = useLookup(salaryRuleCategoryApi.picker());
  const crud = usePageCrudActions<SalaryRuleDto>({
    api: salaryRuleApi,
    policies: P,
    newLabel: t('NewSalaryRule'),
    pages: { create: payrollPaths.createRule, update: payrollPaths.updateRule },
  });
  const columns: ResourceColumn<SalaryRuleDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'code',
      dataIndex: 'code',
      title: t('Code'),
      render: (c: string) => <code>{c}</code>,
    },
    {
      key: 'isActive',
      dataIndex: 'isActive',
      title: t('IsActive'),
      render: (active: boolean) =>
        active ? <Tag color="green">{t('common::Active')}</Tag> : <Tag>{t('common::Inactive')}</Tag>,
    },
    {
      key: 'categoryName',
      dataIndex: 'categoryName',
      title: t('Category'),
      ...(categories.allowed && {
        filterParam: 'categoryId',
        filterMultiple: false,
        filterSearch: true,
        filters: (categories.data?.items ?? []).map((c) => ({ text: c.name, value: c.id })),
      }),
    },
  ];
  return (
    <ResourceTable<SalaryRuleDto>
      {...resourceList(salaryRuleApi)}
      title={t('SalaryRules')}
      columns={columns}
      search={{ param: 'filter', placeholder: t('SearchByNameOrCode') }}
      toolbar={crud.toolbar}
      rowActions={crud.rowActions}
    />
  );
}
