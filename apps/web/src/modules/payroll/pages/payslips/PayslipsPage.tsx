import {
  CheckCircleOutlined,
  EyeOutlined,
  FilePdfOutlined,
  PlusOutlined,
  StopOutlined,
} from '@ant-design/icons';
import {
  PayrollPermissions,
  type PayslipDto,
  type PayslipListItemDto,
  PayslipState,
  PayslipStates,
  payrollRunEndpoints,
  payslipEndpoints,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Grid, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { call } from '../../../../app/api-client.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { DateRangeInput } from '../../../../components/DateRangeInput.tsx';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { FilterBar } from '../../../../components/FilterBar.tsx';
import { FilterChip } from '../../../../components/FilterChip.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { formatDateRange } from '../../../../components/format.ts';
import { useLookup } from '../../../../components/lookup.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { departmentApi } from '../../../organisation/public.ts';
import { payrollRunApi } from '../../api/payroll-run.api.ts';
import { payslipApi, payslipKeys } from '../../api/payslip.api.ts';
import { PayslipItemsDialog } from '../../components/PayslipItemsDialog.tsx';
import { CancelPayslipDialog } from './CancelPayslipDialog.tsx';
import { GeneratePayslipDialog } from './GeneratePayslipDialog.tsx';

const P = PayrollPermissions.Payslips;

/**
 * payroll-management/payslips (PR.Payslip.Index, document 3 §2.7): every payslip, the latest period first;
 * filters period (overlapping), department (with its sub-departments), state, and the payroll run the URL
 * names (`?runId=`, a chip that removes it). Add generates one employee's payslip; the rows open 'Payslip
 * items' (with why each line has its amount), download the PDF, confirm a Draft, cancel with a reason.
 */
export function PayslipsPage() {
  const { t } = useTranslation('payslips');
  const narrow = !Grid.useBreakpoint().md;
  const [searchParams] = useSearchParams();
  const runId = searchParams.get('runId') ?? undefined;
  // The other filters may come with a link too (the payroll dashboard: a month, a department, Confirmed).
  const [period, setPeriod] = useState<DateRange | null>(() => {
    const [from, to] = [searchParams.get('startDate'), searchParams.get('endDate')];
    return from && to && /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to)
      ? [from, to]
      : null;
  });
  const [departmentId, setDepartmentId] = useState<string | undefined>(
    () => searchParams.get('departmentId') ?? undefined,
  );
  const [state, setState] = useState<number | undefined>(() => {
    const value = searchParams.get('state');
    return value !== null && /^\d$/.test(value) ? Number(value) : undefined;
  });
  const [adding, setAdding] = useState(false);
  // `?payslipId=` (the global search's result) opens that payslip's items.
  const [viewed, setViewed] = useState<string | null>(searchParams.get('payslipId'));
  const [cancelling, setCancelling] = useState<{ open: boolean; payslip?: PayslipListItemDto }>({
    open: false,
  });
  const canCreate = usePermission(P.Create);
  const canConfirm = usePermission(P.Confirm);
  const canCancel = usePermission(P.Cancel);
  // Without the organisation's read policy the department filter is left out (and the list unread).
  const departments = useLookup(departmentApi.picker());
  // The run's name for its chip, under the runs page's key of it; read quietly: without it (a run of another
  // tenant's link, runs not reachable) the chip still says "one payroll run".
  const run = useQuery({
    queryKey: payrollRunApi.keys.detail(runId ?? ''),
    queryFn: () => call(payrollRunEndpoints.get, { params: { id: runId ?? '' } }, { silent: true }),
    enabled: runId !== undefined,
    retry: false,
  });

  const confirmPayslip = (p: PayslipListItemDto) =>
    feedback().modal.confirm({
      title: t('ConfirmPayslip'),
      content: t('ConfirmPayslipQuestion', {
        employee: p.employeeFullName,
        period: formatDateRange(p.startDate, p.endDate),
      }),
      okText: t('Confirm'),
      cancelText: t('No'),
      onOk: async () => {
        try {
          await payslipApi.confirm(p);
        } catch {
          return; // the HTTP client has said why
        }
        feedback().message.success(t('PayslipConfirmed'));
        await invalidateAfterChange(payslipKeys.all);
      },
    });

  const isDraft = (p: { state: number }) => p.state === PayslipState.Draft;
  const isLive = (p: { state: number }) => p.state !== PayslipState.Cancelled;

  const rowActions: RowAction<PayslipListItemDto>[] = [
    { key: 'items', label: t('PayslipItems'), icon: <EyeOutlined />, onClick: (p) => setViewed(p.id) },
    {
      key: 'pdf',
      label: t('DownloadPdf'),
      icon: <FilePdfOutlined />,
      onClick: (p) => void payslipApi.downloadPdf(p).catch(() => undefined),
    },
    {
      key: 'confirm',
      label: t('Confirm'),
      icon: <CheckCircleOutlined />,
      visible: canConfirm ? isDraft : false,
      onClick: confirmPayslip,
    },
    {
      key: 'cancel',
      label: t('CancelPayslip'),
      icon: <StopOutlined />,
      danger: true,
      visible: canCancel ? isLive : false,
      onClick: (payslip) => setCancelling({ open: true, payslip }),
    },
  ];

  const dialogActions = (p: PayslipDto) => (
    <>
      {canConfirm && isDraft(p) && (
        <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => confirmPayslip(p)}>
          {t('Confirm')}
        </Button>
      )}
      {canCancel && isLive(p) && (
        <Button
          danger
          icon={<StopOutlined />}
          onClick={() => {
            setViewed(null);
            setCancelling({ open: true, payslip: p });
          }}
        >
          {t('CancelPayslip')}
        </Button>
      )}
    </>
  );

  const currency = (p: PayslipListItemDto) => p.currencyCode;

  // On a phone one column holds the employee, the period, the state and the net, one under the other, so
  // that nothing hides behind a sideways scroll.
  const columns: ResourceColumn<PayslipListItemDto>[] = narrow
    ? [
        {
          key: 'employeeFullName',
          title: t('Employee'),
          render: (_: unknown, p: PayslipListItemDto) => (
            <Flex vertical gap={2}>
              <Typography.Text strong>{p.employeeFullName}</Typography.Text>
              <span style={{ fontSize: 12 }}>
                <bdi>{p.number}</bdi>
              </span>
              <span style={{ fontSize: 12 }}>
                <FormattedValue kind="dateRange" value={[p.startDate, p.endDate]} />
              </span>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <EnumTag enum={PayslipStates} value={p.state} />
                <Typography.Text strong>
                  <FormattedValue kind="money" value={p.net} currency={p.currencyCode} />
                </Typography.Text>
              </Flex>
            </Flex>
          ),
        },
      ]
    : [
        {
          key: 'number',
          dataIndex: 'number',
          title: t('PayslipNumber'),
          render: (n: string) => <bdi style={{ whiteSpace: 'nowrap' }}>{n}</bdi>,
        },
        { key: 'employeeFullName', dataIndex: 'employeeFullName', title: t('Employee') },
        { key: 'startDate', dataIndex: 'startDate', title: t('StartDate'), kind: 'date' },
        { key: 'endDate', dataIndex: 'endDate', title: t('EndDate'), kind: 'date' },
        {
          key: 'state',
          dataIndex: 'state',
          title: t('State'),
          render: (s: number) => <EnumTag enum={PayslipStates} value={s} />,
        },
        { key: 'net', dataIndex: 'net', title: t('Net'), kind: 'money', currency },
        {
          key: 'departmentName',
          dataIndex: 'departmentName',
          title: t('Department'),
          ellipsis: true,
          render: (name: string | null) => name ?? '—',
        },
      ];

  return (
    <>
      <ResourceTable<PayslipListItemDto>
        title={t('Payslips')}
        queryKey={payslipKeys.lists()}
        fetch={payslipApi.list}
        sortFields={payslipApi.sortFields}
        columns={columns}
        search={{ param: 'number', placeholder: t('SearchByNumber') }}
        params={{ startDate: period?.[0], endDate: period?.[1], departmentId, state, runId }}
        exportExcel={{ url: payslipEndpoints.exportExcel.path }}
        toolbar={
          <FilterBar>
            {runId && (
              <FilterChip param="runId" removeLabel={t('RemoveRunFilter')} testId="run-filter">
                {run.data ? t('RunFilter', { name: run.data.name }) : t('RunFilterUnnamed')}
              </FilterChip>
            )}
            <DateRangeInput
              width="content"
              value={period}
              onChange={setPeriod}
              presets={['thisMonth', 'lastMonth']}
              aria-label={t('FilterByPeriod')}
            />
            {departments.allowed && (
              <Select<string>
                allowClear
                showSearch
                optionFilterProp="label"
                value={departmentId}
                onChange={(v) => setDepartmentId(v ?? undefined)}
                loading={departments.isLoading}
                options={(departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
                placeholder={t('FilterByDepartment')}
                aria-label={t('FilterByDepartment')}
                style={{ width: 200, maxWidth: '100%' }}
              />
            )}
            <EnumSelect
              enum={PayslipStates}
              allowClear
              value={state}
              onChange={(v) => setState(v ?? undefined)}
              placeholder={t('FilterByState')}
              aria-label={t('FilterByState')}
              style={{ width: 140 }}
            />
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('GeneratePayslip')}
              </Button>
            )}
          </FilterBar>
        }
        rowActions={rowActions}
      />
      <GeneratePayslipDialog
        open={adding}
        onClose={() => setAdding(false)}
        onGenerated={(id) => setViewed(id)}
      />
      <PayslipItemsDialog id={viewed} actions={dialogActions} onClose={() => setViewed(null)} />
      <CancelPayslipDialog
        open={cancelling.open}
        payslip={cancelling.payslip}
        onClose={() => setCancelling((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
