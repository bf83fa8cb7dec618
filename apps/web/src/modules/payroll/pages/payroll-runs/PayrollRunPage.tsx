import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  BookOutlined,
  CheckOutlined,
  CloseOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  MailOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import {
  FinancePermissions,
  PayrollPermissions,
  type PayrollRunDto,
  type PayrollRunFailureDto,
  PayrollRunState,
  PayrollRunStates,
} from '@hr/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Statistic, Table, Tabs } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { isRightToLeft } from '../../../../app/language.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { valueColumn } from '../../../../components/value-columns.tsx';
import { financePaths } from '../../../finance/public.ts';
import { payrollRunApi } from '../../api/payroll-run.api.ts';
import { payslipApi } from '../../api/payslip.api.ts';
import { payrollPaths } from '../../payroll.routes.ts';
import { BankFilesButton } from './BankFilesDialog.tsx';
import { EmailProgress } from './EmailProgress.tsx';
import { RunProgress } from './RunProgress.tsx';
import { ltrRuns, type RunAction, runActions, runPollInterval } from './run-progress.ts';
import { runSelectionLabel } from './run-selection.ts';

const P = PayrollPermissions.Payslips;

/**
 * payroll-management/payroll-runs/:id: the run's header, its live progress (read every second while it is
 * queued or running), its totals and totals by category, the employees it could not pay and why, and the
 * actions of its state the user holds: Retry failed, Confirm and Cancel (each asked first), Excel and PDF,
 * E-mail payslips (then the e-mails' progress), and its payslips on the payslips page.
 */
export function PayrollRunPage() {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const run = useQuery({
    ...payrollRunApi.view(id),
    refetchInterval: (query) => runPollInterval(query.state.data),
  });
  const grants = {
    create: usePermission(P.Create),
    cancel: usePermission(P.Cancel),
    confirm: usePermission(P.Confirm),
    export: usePermission(P.Export),
    email: usePermission(P.Email),
    journal: usePermission(FinancePermissions.JournalEntries.Default),
  };
  const canBankFiles = usePermission(P.BankFiles);
  const [busy, setBusy] = useState<RunAction | null>(null);

  // A new failure (or one retried away) shows in the failures table as the count changes.
  const failed = run.data?.failed;
  useEffect(() => {
    if (failed !== undefined) void queryClient.invalidateQueries({ queryKey: payrollRunApi.failuresKey(id) });
  }, [failed, id, queryClient]);

  const BackIcon = isRightToLeft() ? ArrowRightOutlined : ArrowLeftOutlined;
  const back = (
    <Button icon={<BackIcon />} onClick={() => void navigate(payrollPaths.runs)}>
      {t('BackToRuns')}
    </Button>
  );
  if (run.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (run.isError)
    return (
      <Result status="warning" title={t('common::LoadFailed')} subTitle={run.error.message} extra={back} />
    );
  const r = run.data;

  /**
   * Runs an action; the HTTP client shows a refusal. After a change the run and the list are read again,
   * refused or not (someone else may have changed the run meanwhile); a download changes nothing.
   */
  const act = async (action: RunAction, call: () => Promise<unknown>, done?: string, changes = true) => {
    setBusy(action);
    try {
      await call();
      if (done) feedback().message.success(done);
    } catch {
      // Shown by the HTTP client.
    } finally {
      // A confirmed or cancelled run changes its payslips too.
      if (changes)
        await Promise.all([
          invalidateAfterChange(payrollRunApi.keys.all),
          invalidateAfterChange(payslipApi.keys.all),
        ]);
      setBusy(null);
    }
  };
  /**
   * A question before an action. `dismiss` names the button that leaves things as they are where "Cancel"
   * would read as the action itself (beside "Cancel run").
   */
  const ask = (
    title: string,
    content: ReactNode,
    okText: string,
    onOk: () => Promise<void>,
    { danger = false, dismiss = t('common::Cancel') }: { danger?: boolean; dismiss?: string } = {},
  ) =>
    feedback().modal.confirm({
      title,
      content,
      okText,
      cancelText: dismiss,
      okButtonProps: danger ? { danger: true } : {},
      onOk,
    });

  // A download of the run (its Excel or PDF): nothing changes, nothing to say after it.
  const fileButton = (action: 'exportExcel' | 'pdf', icon: ReactNode, label: string) => (
    <Button
      icon={icon}
      loading={busy === action}
      onClick={() => void act(action, () => payrollRunApi[action](id), undefined, false)}
    >
      {label}
    </Button>
  );
  const buttons: Record<RunAction, ReactNode> = {
    retryFailed: (
      <Button
        icon={<RedoOutlined />}
        loading={busy === 'retryFailed'}
        onClick={() => void act('retryFailed', () => payrollRunApi.retryFailed(id), t('RetryStarted'))}
      >
        {t('RetryFailed')}
      </Button>
    ),
    confirm: (
      <Button
        type="primary"
        icon={<CheckOutlined />}
        loading={busy === 'confirm'}
        onClick={() =>
          ask(
            t('ConfirmRun'),
            <>
              <p>{t('ConfirmRunPayslips', { count: r.generated })}</p>
              {r.failed > 0 && <p>{t('ConfirmRunFailedNotPaid', { count: r.failed })}</p>}
            </>,
            t('ConfirmRun'),
            () => act('confirm', () => payrollRunApi.confirm(id), t('RunConfirmed')),
          )
        }
      >
        {t('ConfirmRun')}
      </Button>
    ),
    cancel: (
      <Button
        danger
        icon={<CloseOutlined />}
        loading={busy === 'cancel'}
        onClick={() =>
          ask(
            t('CancelRun'),
            r.state === PayrollRunState.Confirmed ? t('CancelConfirmedRunQuestion') : t('CancelRunQuestion'),
            t('CancelRun'),
            () => act('cancel', () => payrollRunApi.cancel(id), t('RunCancelled')),
            { danger: true, dismiss: t('KeepRun') },
          )
        }
      >
        {t('CancelRun')}
      </Button>
    ),
    exportExcel: fileButton('exportExcel', <FileExcelOutlined />, t('ExportExcel')),
    pdf: fileButton('pdf', <FilePdfOutlined />, t('DownloadPdf')),
    email: (
      <Button
        icon={<MailOutlined />}
        loading={busy === 'email'}
        onClick={() =>
          ask(t('EmailPayslips'), t('EmailPayslipsQuestion'), t('EmailPayslips'), () =>
            act('email', () => payrollRunApi.email(id)),
          )
        }
      >
        {t('EmailPayslips')}
      </Button>
    ),
    payslips: (
      <Button icon={<FileTextOutlined />} onClick={() => void navigate(payrollPaths.payslipsOfRun(id))}>
        {t('ViewPayslips')}
      </Button>
    ),
    journal: (
      <Button icon={<BookOutlined />} onClick={() => void navigate(financePaths.journalEntriesOf(id))}>
        {t('ViewJournalEntries')}
      </Button>
    ),
  };
  const actions = runActions(r, grants);
  // The bank transfer files of a confirmed run.
  const bankFiles = canBankFiles && r.state === PayrollRunState.Confirmed;
  const at = (v: string | null) => <FormattedValue kind="dateTime" value={v} />;
  const money = (amount: string) => <FormattedValue kind="money" value={amount} currency={r.currencyCode} />;

  return (
    <Flex vertical gap={16}>
      <Card
        className="resource-card"
        title={<bdi>{r.name}</bdi>}
        // A long name wraps on a phone rather than being cut.
        styles={{ title: { whiteSpace: 'normal' } }}
        extra={back}
        actions={
          actions.length > 0 || bankFiles
            ? [
                <Flex key="actions" gap={8} wrap style={{ paddingInline: 16 }} data-testid="run-actions">
                  {actions.map((a) => (
                    <span key={a}>{buttons[a]}</span>
                  ))}
                  {bankFiles && <BankFilesButton run={r} />}
                </Flex>,
              ]
            : undefined
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          data-testid="run-info"
          items={[
            {
              key: 'period',
              label: t('Period'),
              children: <FormattedValue kind="dateRange" value={[r.startDate, r.endDate]} />,
            },
            { key: 'selection', label: t('WhoIsPaid'), children: <bdi>{runSelectionLabel(r)}</bdi> },
            {
              key: 'state',
              label: t('State'),
              children: <EnumTag enum={PayrollRunStates} value={r.state} />,
            },
            { key: 'start', label: t('StartTime'), children: at(r.startTime) },
            { key: 'finish', label: t('FinishTime'), children: at(r.finishTime) },
            ...(r.confirmationTime
              ? [{ key: 'confirmed', label: t('ConfirmationTime'), children: at(r.confirmationTime) }]
              : []),
          ]}
        />
      </Card>
      {r.state === PayrollRunState.Failed && (
        <Alert type="error" showIcon data-testid="run-nothing-generated" title={t('RunNothingGenerated')} />
      )}
      <Card title={t('Progress')} size="small">
        <RunProgress run={r} />
      </Card>
      {r.email && (
        <Card title={t('EmailProgress')} size="small">
          <EmailProgress email={r.email} />
        </Card>
      )}
      <Card title={t('Totals')} size="small">
        <Flex wrap gap={32} data-testid="run-totals">
          <Statistic title={t('Gross')} value={r.totals.gross} formatter={() => money(r.totals.gross)} />
          <Statistic
            title={t('Deductions')}
            value={r.totals.deductions}
            formatter={() => money(r.totals.deductions)}
          />
          <Statistic title={t('Net')} value={r.totals.net} formatter={() => money(r.totals.net)} />
        </Flex>
      </Card>
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'categories',
              label: t('TotalsByCategory'),
              children: <CategoryTotals run={r} />,
            },
            {
              key: 'failures',
              label: t('FailuresTab', { n: r.failed }),
              children: <Failures runId={id} />,
            },
            ...(r.email && r.email.failed + r.email.skipped > 0
              ? [
                  {
                    key: 'email-failures',
                    label: t('EmailFailuresTab', { n: r.email.failed + r.email.skipped }),
                    children: <Failures runId={id} email={r.email.failed + r.email.skipped} />,
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </Flex>
  );
}

/** The run's totals per salary rule category. */
function CategoryTotals({ run }: { run: PayrollRunDto }) {
  const { t } = useTranslation('payroll');
  const totals = useQuery(payrollRunApi.categoryTotals(run));
  return (
    <Table
      size="small"
      rowKey="categoryCode"
      data-testid="run-category-totals"
      loading={totals.isPending}
      dataSource={totals.data ?? []}
      pagination={false}
      columns={[
        { key: 'name', dataIndex: 'categoryName', title: t('Category') },
        { key: 'code', dataIndex: 'categoryCode', title: t('Code'), responsive: ['sm'] },
        valueColumn({
          key: 'amount',
          dataIndex: 'amount',
          title: t('Amount'),
          kind: 'money',
          currency: () => run.currencyCode,
        }),
      ]}
    />
  );
}

/**
 * The employees the run could not pay — or, with `email` (how many there are, so the table follows the
 * sending), those its e-mail did not reach — with the reason in the reader's language (its dates and
 * amounts kept left to right inside Arabic), paged by the server. A plain table: the tab's card is its frame.
 */
function Failures({ runId, email }: { runId: string; email?: number }) {
  const { t } = useTranslation('payroll');
  const [page, setPage] = useState({ index: 0, size: 10 });
  const params = { skipCount: page.index * page.size, maxResultCount: page.size };
  const failures = useQuery({
    queryKey:
      email === undefined
        ? ([...payrollRunApi.failuresKey(runId), page] as const)
        : ([...payrollRunApi.emailFailuresKey(runId), email, page] as const),
    queryFn: () =>
      email === undefined
        ? payrollRunApi.failures(runId, params)
        : payrollRunApi.emailFailures(runId, params),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<PayrollRunFailureDto>
      size="small"
      rowKey="employeeId"
      data-testid={email === undefined ? 'run-failures' : 'run-email-failures'}
      loading={failures.isPending || failures.isPlaceholderData}
      dataSource={failures.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page.index + 1,
        pageSize: page.size,
        total: failures.data?.totalCount ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        hideOnSinglePage: true,
        onChange: (current, size) => setPage({ index: size === page.size ? current - 1 : 0, size }),
      }}
      columns={[
        { key: 'employee', dataIndex: 'employeeFullName', title: t('Employee') },
        {
          key: 'reason',
          dataIndex: 'message',
          title: t('Reason'),
          render: (message: string) =>
            ltrRuns(message).map((part, i) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
              part.ltr ? <bdi key={i}>{part.text}</bdi> : <span key={i}>{part.text}</span>,
            ),
        },
        valueColumn({
          key: 'time',
          dataIndex: 'time',
          title: t('Time'),
          responsive: ['md'],
          kind: 'dateTime',
        }),
      ]}
    />
  );
}
