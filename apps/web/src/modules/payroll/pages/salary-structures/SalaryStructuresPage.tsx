import { PayrollPermissions, type SalaryStructureDto } from '@hr/contracts';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { usePageCrudActions } from '../../../../components/usePageCrudActions.tsx';
import { salaryStructureApi } from '../../api/salary-structure.api.ts';
import { payrollPaths } from '../../payroll.routes.ts';

const P = PayrollPermissions.SalaryStructures;

/** payroll-management/salary-structures (PayrollSalaryStructures): add and edit on their pages, delete. */
export function SalaryStructuresPage() {
  const { t } = useTranslation('payroll');
  const crud = usePageCrudActions<SalaryStructureDto>({
    api: salaryStructureApi,
    policies: P,
    newLabel: t('NewSalaryStructure'),
    pages: { create: payrollPaths.createStructure, update: payrollPaths.updateStructure },
  });
  const columns: ResourceColumn<SalaryStructureDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'rules',
      dataIndex: 'structureRules',
      title: t('Rules'),
      // At a width of its own the codes wrap onto more lines instead of running past the card's edge.
      width: 600,
      render: (rules: SalaryStructureDto['structureRules']) => (
        <Flex wrap gap={4}>
          {rules.map((r) => (
            <Tag key={r.ruleId} title={r.ruleName} style={{ marginInlineEnd: 0 }}>
              {r.ruleCode}
            </Tag>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <ResourceTable<SalaryStructureDto>
      {...resourceList(salaryStructureApi)}
      title={t('PayrollSalaryStructures')}
      columns={columns}
      search={{ param: 'filter', placeholder: t('SearchByName') }}
      toolbar={crud.toolbar}
      rowActions={crud.rowActions}
    />
  );
}
