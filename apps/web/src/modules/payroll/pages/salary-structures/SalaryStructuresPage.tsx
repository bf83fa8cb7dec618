import { PayrollPermissions, type SalaryStructureDto } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { salaryStructureApi } from '../../api/salary-structure.api.ts';
import { payrollPaths } from '../../payroll.routes.ts';

const P = PayrollPermissions.SalaryStructures;

/** payroll-management/salary-structures (PayrollSalaryStructures): add and edit on their pages, delete. */
export function SalaryStructuresPage() {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const crud = useCrudActions<SalaryStructureDto>({
    api: salaryStructureApi,
    policies: { create: P.Create, update: P.Update, delete: P.Delete },
    newLabel: t('NewSalaryStructure'),
    onCreate: () => void navigate(payrollPaths.createStructure),
    onEdit: (s) => void navigate(payrollPaths.updateStructure(s.id)),
  });
  const columns: ResourceColumn<SalaryStructureDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'rules',
      dataIndex: 'structureRules',
      title: t('Rules'),
      render: (rules: SalaryStructureDto['structureRules']) => (
        <>
          {rules.map((r) => (
            <Tag key={r.ruleId} title={r.ruleName}>
              {r.ruleCode}
            </Tag>
          ))}
        </>
      ),
    },
  ];
  return (
    <ResourceTable<SalaryStructureDto>
      title={t('PayrollSalaryStructures')}
      queryKey={salaryStructureApi.keys.lists()}
      fetch={salaryStructureApi.list}
      sortFields={salaryStructureApi.sortFields}
      columns={columns}
      search={{ param: 'filter', placeholder: t('SearchByName') }}
      toolbar={crud.toolbar}
      rowActions={crud.rowActions}
    />
  );
}
