import { EyeOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type PagedResult,
  PayrollPermissions,
  type PayrollRunDto,
  PayrollRunState,
  PayrollRunStates,
  payrollRunEndpoints,
} from '@hr/contracts';
import { Button, Flex, Grid, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumFilters } from '../../../../components/enum-options.ts';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { payrollRunApi } from '../../api/payroll-run.api.ts';
import { payrollPaths } from '../../payroll.routes.ts';
import { PayrollRunFormDialog } from './PayrollRunFormDialog.tsx';
import { RunProgressCell } from './RunProgress.tsx';
import { isRunLive } from './run-progress.ts';
import { runSelectionLabel } from './run-selection.ts';

const P = PayrollPermissions.Payslips;

/** The list reads itself again while a run shown is queued or running (its progress cell moves). */
const listPollInterval = (page: PagedResult<PayrollRunDto> | undefined) =>
  page?.items.some(isRunLive) ? 2000 : false;

/**
 * payroll-management/payroll-runs: the runs, newest first, with their period, who they pay, state,
 * progress and net total; a state filter; New run (Create) opens the dialog and goes to the run it started.
 */
export function PayrollRunsPage() {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const canCreate = usePermission(P.Create);
  const [creating, setCreating] = useState(false);
  const narrow = !Grid.useBreakpoint().sm;

  const columns: ResourceColumn<PayrollRunDto>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('Name'),
      render: (name: string, run) =>
        narrow ? (
          // A phone shows one cell: the name, the period, the state and the net.
          <Flex vertical gap={2} align="start">
            <Link to={payrollPaths.run(run.id)}>
              <bdi>{name}</bdi>
            </Link>
            <Typography.Text type="secondary">
              <FormattedValue kind="dateRange" value={[run.startDate, run.endDate]} />
            </Typography.Text>
            <Flex gap={8} align="center" wrap>
              <EnumTag enum={PayrollRunStates} value={run.state} />
              <FormattedValue kind="money" value={run.totals.net} currency={run.currencyCode} />
            </Flex>
          </Flex>
        ) : (
          <Link to={payrollPaths.run(run.id)}>
            <bdi>{name}</bdi>
          </Link>
        ),
    },
    {
      key: 'startDate',
      title: t('Period'),
      responsive: ['sm'],
      render: (_: unknown, run) => <FormattedValue kind="dateRange" value={[run.startDate, run.endDate]} />,
    },
    {
      key: 'selection',
      title: t('WhoIsPaid'),
      responsive: ['md'],
      render: (_: unknown, run) => <bdi>{runSelectionLabel(run)}</bdi>,
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('State'),
      responsive: ['sm'],
      filterParam: 'state',
      filterMultiple: false,
      filters: enumFilters(PayrollRunStates),
      render: (state: number) => <EnumTag enum={PayrollRunStates} value={state} />,
    },
    {
      key: 'progress',
      title: t('Progress'),
      responsive: ['sm'],
      render: (_: unknown, run) => <RunProgressCell run={run} />,
    },
    {
      key: 'net',
      dataIndex: ['totals', 'net'],
      title: t('NetTotal'),
      responsive: ['sm'],
      kind: 'money',
      currency: (run) => run.currencyCode,
    },
  ];

  const rowActions: RowAction<PayrollRunDto>[] = [
    {
      key: 'open',
      label: t('OpenRun'),
      icon: <EyeOutlined />,
      onClick: (run) => void navigate(payrollPaths.run(run.id)),
    },
    {
      key: 'payslips',
      label: t('ViewPayslips'),
      icon: <FileTextOutlined />,
      visible: (run) => run.state !== PayrollRunState.Queued,
      onClick: (run) => void navigate(payrollPaths.payslipsOfRun(run.id)),
    },
  ];

  return (
    <>
      <ResourceTable<PayrollRunDto>
        {...resourceList(payrollRunApi)}
        title={t('PayrollRuns')}
        columns={columns}
        rowActions={rowActions}
        refetchInterval={listPollInterval}
        exportExcel={{ url: payrollRunEndpoints.exportExcel.path }}
        toolbar={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('NewPayrollRun')}
            </Button>
          )
        }
      />
      <PayrollRunFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onStarted={(run) => void navigate(payrollPaths.run(run.id))}
      />
    </>
  );
}
