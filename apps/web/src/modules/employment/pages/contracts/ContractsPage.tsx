import {
  CalendarOutlined,
  CheckCircleOutlined,
  EditOutlined,
  EyeOutlined,
  FieldTimeOutlined,
  StopOutlined,
} from '@ant-design/icons';
import {
  type ContractDto,
  ContractState,
  ContractStates,
  ContractsPermissions,
  ContractTypes,
  canTransition,
  contractEndpoints,
} from '@hr/contracts';
import { Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumFilters, enumLabel } from '../../../../components/enum-options.ts';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { NewPageButton } from '../../../../components/NewPageButton.tsx';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { contractApi } from '../../api/contract.api.ts';
import { contractPaths } from '../../contract.routes.ts';
import { CancelContractDialog } from './CancelContractDialog.tsx';
import { ContractSchedulesDialog } from './ContractSchedulesDialog.tsx';

const P = ContractsPermissions.Contracts;
const editable = (c: ContractDto) => c.state === ContractState.Draft || c.state === ContractState.Active;

/**
 * hr/contracts: name, employee, type, dates and state; filtered by employee and state. The row menu:
 * Edit, Working schedules (when any), Cancel (Draft or Active, asking the reason), Activate (Draft),
 * Expire (Draft or Active); Canceled and Expired contracts offer nothing further.
 */
export function ContractsPage() {
  const { t } = useTranslation('employment');
  const { message, modal } = feedback();
  const navigate = useNavigate();
  const can = {
    create: usePermission(P.Create),
    update: usePermission(P.Update),
    activate: usePermission(P.Activate),
    cancel: usePermission(P.Cancel),
    expire: usePermission(P.Expire),
  };
  const [employeeId, setEmployeeId] = useState<string>();
  const [schedulesOf, setSchedulesOf] = useState<ContractDto>();
  const [cancelling, setCancelling] = useState<ContractDto>();

  const confirmThen = (c: ContractDto, key: 'Activate' | 'Expire', run: (id: string) => Promise<unknown>) =>
    modal.confirm({
      title: t(`${key}ContractTitle`),
      content: t(`${key}ContractQuestion`, { name: c.name }),
      okText: t(`${key}Contract`),
      cancelText: t('common::Cancel'),
      onOk: async () => {
        await run(c.id);
        message.success(t(key === 'Activate' ? 'ContractActivated' : 'ContractExpired'));
        await invalidateAfterChange(contractApi.keys.all);
      },
    });

  const rowActions: RowAction<ContractDto>[] = [
    {
      key: 'view',
      label: t('View'),
      icon: <EyeOutlined />,
      visible: (c) => !can.update || !editable(c),
      onClick: (c) => void navigate(contractPaths.update(c.id)),
    },
    {
      key: 'edit',
      label: t('common::Edit'),
      icon: <EditOutlined />,
      visible: (c) => can.update && editable(c),
      onClick: (c) => void navigate(contractPaths.update(c.id)),
    },
    {
      key: 'working-schedules',
      label: t('WorkingSchedules'),
      icon: <CalendarOutlined />,
      visible: (c) => (c.contractWorkingSchedules?.length ?? 0) > 0,
      onClick: setSchedulesOf,
    },
    {
      key: 'activate',
      label: t('ActivateContract'),
      icon: <CheckCircleOutlined />,
      visible: (c) => can.activate && canTransition('activate', c.state),
      onClick: (c) => confirmThen(c, 'Activate', contractApi.activate),
    },
    {
      key: 'expire',
      label: t('ExpireContract'),
      icon: <FieldTimeOutlined />,
      visible: (c) => can.expire && canTransition('expire', c.state),
      onClick: (c) => confirmThen(c, 'Expire', contractApi.expire),
    },
    {
      key: 'cancel',
      label: t('CancelContract'),
      icon: <StopOutlined />,
      danger: true,
      visible: (c) => can.cancel && canTransition('cancel', c.state),
      onClick: setCancelling,
    },
  ];

  const stateFilter = {
    filterParam: 'state',
    filterMultiple: false,
    filters: enumFilters(ContractStates),
  } as const;
  const stateTag = (state: number) => <EnumTag enum={ContractStates} value={state} />;
  // On a phone one column holds the contract: its name (the employee's and the type's), its dates and its
  // state, which filters there, without scrolling sideways.
  const phoneColumns: ResourceColumn<ContractDto>[] = [
    {
      key: 'state',
      title: t('Contract'),
      ...stateFilter,
      render: (_: unknown, c: ContractDto) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong style={{ whiteSpace: 'normal' }}>
            {c.name}
          </Typography.Text>
          <Typography.Text type="secondary">
            <FormattedValue kind="dateRange" value={[c.start, c.end]} />
          </Typography.Text>
          {stateTag(c.state)}
        </Flex>
      ),
    },
  ];
  const columns: ResourceColumn<ContractDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('ContractType'),
      render: (type: number) => enumLabel(ContractTypes, type),
    },
    {
      key: 'start',
      dataIndex: 'start',
      title: t('Start'),
      kind: 'date',
    },
    { key: 'end', dataIndex: 'end', title: t('End'), kind: 'date' },
    { key: 'probationEnd', dataIndex: 'probationEnd', title: t('ProbationEnd'), kind: 'date' },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('State'),
      ...stateFilter,
      render: stateTag,
    },
  ];

  return (
    <>
      <ResourceTable<ContractDto>
        {...resourceList(contractApi)}
        title={t('Contracts')}
        columns={columns}
        phoneColumns={phoneColumns}
        params={{ employeeId }}
        search={{ param: 'filter', placeholder: t('SearchByName') }}
        exportExcel={{ url: contractEndpoints.exportExcel.path, fileName: 'contracts.xlsx' }}
        toolbar={
          <Space wrap>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            {can.create && <NewPageButton to={contractPaths.create}>{t('NewContract')}</NewPageButton>}
          </Space>
        }
        rowActions={rowActions}
      />
      <ContractSchedulesDialog contract={schedulesOf} onClose={() => setSchedulesOf(undefined)} />
      <CancelContractDialog contract={cancelling} onClose={() => setCancelling(undefined)} />
    </>
  );
}
