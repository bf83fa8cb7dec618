import { PayrollPermissions, type SalaryRuleDto } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLookup } from '../../../../components/lookup.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { salaryRuleApi } from '../../api/salary-rule.api.ts';
import { salaryRuleCategoryApi } from '../../api/salary-rule-category.api.ts';
import { payrollPaths } from '../../payroll.routes.ts';

const P = PayrollPermissions.SalaryRules;

/** payroll-management/salary-rules: name, code, active and category, paged; add and edit on their pages. */
export function SalaryRulesPage() {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const categories = useLookup(salaryRuleCategoryApi.picker());
  const crud = useCrudActions<SalaryRuleDto>({
    api: salaryRuleApi,
    policies: { create: P.Create, update: P.Update, delete: P.Delete },
    newLabel: t('NewSalaryRule'),
    onCreate: () => void navigate(payrollPaths.createRule),
    onEdit: (r) => void navigate(payrollPaths.updateRule(r.id)),
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
      title={t('SalaryRules')}
      queryKey={salaryRuleApi.keys.lists()}
      fetch={salaryRuleApi.list}
      sortFields={salaryRuleApi.sortFields}
      columns={columns}
      search={{ param: 'filter', placeholder: t('SearchByNameOrCode') }}
      toolbar={crud.toolbar}
      rowActions={crud.rowActions}
    />
  );
}
