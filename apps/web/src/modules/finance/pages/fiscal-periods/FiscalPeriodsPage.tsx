import {
  AuditOutlined,
  EditOutlined,
  LockOutlined,
  PlusOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import {
  FinancePermissions,
  type FinancialPeriodDto,
  FinancialPeriodState,
  FinancialPeriodStates,
} from '@hr/contracts';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumFilters } from '../../../../components/enum-options.ts';
import { formatDate } from '../../../../components/format.ts';
import {
  listOf,
  type ResourceColumn,
  ResourceTable,
  type RowAction,
} from '../../../../components/ResourceTable.tsx';
import { todayIn } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { financialPeriodApi } from '../../api/financial-period.api.ts';
import { canAddPeriod, closableFrom, nextPeriodStart } from '../../finance-forms.ts';
import { AddAuditingDialog } from './AddAuditingDialog.tsx';
import { AuditingsDialog } from './AuditingsDialog.tsx';
import { FiscalPeriodFormDialog } from './FiscalPeriodFormDialog.tsx';

const F = FinancePermissions.FinancialPeriods;
const opened = (p: FinancialPeriodDto) => p.financialPeriodState === FinancialPeriodState.Opened;

type Dialog =
  | { kind: 'form'; period?: FinancialPeriodDto; startDate?: string }
  | { kind: 'auditing' | 'auditings'; period: FinancialPeriodDto };

/**
 * finance/fiscal-period (FN.FinancialPeriod.Index, document 3 §2.8): code, start, end, last accounting
 * auditing and state (filtered). Add shows only while the page holds no Opened period (one is open at a
 * time); Edit (code and end) and Close only on the Opened one; Add accounting auditing and the auditings
 * list on every row. Closing is final, and payroll refuses payslips in a Closed period: the confirmation
 * says so.
 */
export function FiscalPeriodsPage() {
  const { t } = useTranslation('finance');
  const zone = useTenantTimeZone();
  const can = {
    create: usePermission(F.Create),
    update: usePermission(F.Update),
    close: usePermission(F.Close),
    audit: usePermission(F.AddAuditing),
  };
  const [dialog, setDialog] = useState<Dialog>();
  const [open, setOpen] = useState(false);
  const show = (next: Dialog) => {
    setDialog(next);
    setOpen(true);
  };
  const hide = () => setOpen(false);

  // A new period follows the latest one, whatever the list shows (filtered, another page).
  const openCreate = async () => {
    const latest = await financialPeriodApi
      .list({ skipCount: 0, maxResultCount: 1, sorting: 'startDate desc' })
      .catch(() => undefined);
    show({ kind: 'form', startDate: nextPeriodStart(latest?.items ?? []) });
  };

  const confirmClose = (period: FinancialPeriodDto) => {
    const { modal, message } = feedback();
    // Before the day after its end the server refuses: Close is disabled and the dialog says until when.
    const { from, closable } = closableFrom(period, todayIn(zone));
    modal.confirm({
      title: t('ClosePeriodTitle', { code: period.code }),
      content: (
        <>
          <p>{t('ClosePeriodQuestion', { code: period.code, endDate: formatDate(period.endDate) })}</p>
          {!closable && (
            <Alert
              type="warning"
              showIcon
              data-testid="close-period-not-yet"
              title={t('ClosePeriodNotYet', { code: period.code, from: formatDate(from) })}
            />
          )}
        </>
      ),
      okText: t('ClosePeriod'),
      cancelText: t('common::Cancel'),
      okButtonProps: { danger: true, disabled: !closable },
      onOk: async () => {
        try {
          await financialPeriodApi.close({ id: period.id });
        } catch {
          // Refused (not ended yet, already closed): the HTTP client has shown the server's reason.
          return;
        }
        message.success(t('PeriodClosed', { code: period.code }));
        await invalidateAfterChange(financialPeriodApi.keys.all);
      },
    });
  };

  const columns: ResourceColumn<FinancialPeriodDto>[] = [
    { key: 'code', dataIndex: 'code', title: t('Code') },
    { key: 'startDate', dataIndex: 'startDate', title: t('StartDate'), kind: 'date' },
    // Periods follow each other: the start's order is the end's, and only the start's header sorts.
    { key: 'endDate', dataIndex: 'endDate', title: t('EndDate'), kind: 'date', sortable: false },
    {
      key: 'lastAccountingAuditing',
      dataIndex: 'lastAccountingAuditing',
      title: t('LastAccountingAuditing'),
      kind: 'date',
    },
    {
      key: 'financialPeriodState',
      dataIndex: 'financialPeriodState',
      title: t('State'),
      filterParam: 'financialPeriodState',
      filterMultiple: false,
      filters: enumFilters(FinancialPeriodStates),
      render: (state: number) => <EnumTag enum={FinancialPeriodStates} value={state} />,
    },
  ];

  const rowActions: RowAction<FinancialPeriodDto>[] = [
    {
      key: 'edit',
      label: t('common::Edit'),
      icon: <EditOutlined />,
      visible: can.update ? opened : false,
      onClick: (period) => show({ kind: 'form', period }),
    },
    {
      key: 'auditing',
      label: t('AddAccountingAuditing'),
      icon: <AuditOutlined />,
      visible: can.audit,
      onClick: (period) => show({ kind: 'auditing', period }),
    },
    {
      key: 'auditings',
      label: t('AccountingAuditings'),
      icon: <UnorderedListOutlined />,
      onClick: (period) => show({ kind: 'auditings', period }),
    },
    {
      key: 'close',
      label: t('ClosePeriod'),
      icon: <LockOutlined />,
      danger: true,
      visible: can.close ? opened : false,
      onClick: confirmClose,
    },
  ];

  return (
    <>
      <ResourceTable<FinancialPeriodDto>
        title={t('FiscalPeriods')}
        {...listOf(financialPeriodApi)}
        columns={columns}
        // Hidden until the page is read, then only while it shows no Opened period.
        toolbar={(page) =>
          can.create &&
          page &&
          canAddPeriod(page.items) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void openCreate()}>
              {t('AddFiscalPeriod')}
            </Button>
          )
        }
        rowActions={rowActions}
      />
      <FiscalPeriodFormDialog
        open={open && dialog?.kind === 'form'}
        record={dialog?.kind === 'form' ? dialog.period : undefined}
        startDate={dialog?.kind === 'form' ? dialog.startDate : undefined}
        onClose={hide}
      />
      <AddAuditingDialog
        open={open && dialog?.kind === 'auditing'}
        period={dialog?.kind === 'auditing' ? dialog.period : undefined}
        onClose={hide}
      />
      <AuditingsDialog
        open={open && dialog?.kind === 'auditings'}
        period={dialog?.kind === 'auditings' ? dialog.period : undefined}
        onClose={hide}
      />
    </>
  );
}
