import { createPayrollRunInput, type PayrollRunDto } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Radio, TreeSelect } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../../app/language.ts';
import { DateRangeInput } from '../../../../components/DateRangeInput.tsx';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatDate } from '../../../../components/format.ts';
import { useLookup } from '../../../../components/lookup.ts';
import { presetRange } from '../../../../components/tenant-time.ts';
import { useRefusal } from '../../../../components/useRefusal.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { departmentApi } from '../../../organisation/public.ts';
import { payrollRunApi } from '../../api/payroll-run.api.ts';
import { periodLabel, type RunFormValues, runInput } from './run-form.ts';

export interface PayrollRunFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The run the server queued: the page goes to it. */
  onStarted: (run: PayrollRunDto) => void;
}

/**
 * New run (500 px): a name (by default the period's month in the UI language), the period (the server's
 * proposal, the one after the latest paid; this month on the tenant's calendar until it answers) and who
 * is paid. When employees of the chosen period are paid already (a Confirmed payslip, or a Draft of another
 * run) the dialog says how many and asks to tick "Start the run anyway" before starting. The server's
 * refusal (a closed fiscal period, nobody with an Active contract) is shown in the dialog, which stays open
 * to change the choice.
 */
export function PayrollRunFormDialog({ open, onClose, onStarted }: PayrollRunFormDialogProps) {
  const { t } = useTranslation('payroll');
  const zone = useTenantTimeZone();
  const { refusal, save, closing } = useRefusal((error) => ({
    message: error.message,
    lines: error.validationErrors.map((v) => v.message).filter((m) => m !== error.message),
  }));
  const nameOf = (period: RunFormValues['period']) =>
    period ? t('RunNameOfPeriod', { period: periodLabel(period, getLanguage()) }) : '';
  // Read by the dialog when it opens: this month on the tenant's calendar, until the proposal comes.
  const thisMonth = presetRange('thisMonth', zone);
  const initialValues: RunFormValues = {
    name: nameOf(thisMonth),
    period: thisMonth,
    who: 'all',
    employeeIds: [],
  };

  return (
    <FormDialog<RunFormValues>
      open={open}
      title={t('NewPayrollRun')}
      okText={t('StartRun')}
      mode="create"
      schema={createPayrollRunInput}
      initialValues={initialValues}
      invalidate={payrollRunApi.keys.lists()}
      successMessage={t('RunStarted')}
      onSubmit={(values) => save(() => payrollRunApi.create(createPayrollRunInput.parse(runInput(values))))}
      onSaved={(run) => onStarted(run as PayrollRunDto)}
      onClose={closing(onClose)}
    >
      {refusal && (
        <Alert
          type="error"
          showIcon
          data-testid="run-refusal"
          style={{ marginBottom: 16 }}
          title={refusal.message}
          description={
            refusal.lines.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {refusal.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <RunFields nameOf={nameOf} />
    </FormDialog>
  );
}

/** The fields; the name follows the period for as long as the user has not written one of their own. */
function RunFields({ nameOf }: { nameOf: (period: RunFormValues['period']) => string }) {
  const { t } = useTranslation('payroll');
  const form = Form.useFormInstance<RunFormValues>();
  const who = Form.useWatch('who', form);
  const period = Form.useWatch('period', form);
  const lastDefault = useRef<string | null>(null);
  useEffect(() => {
    if (period === undefined) return;
    const name = form.getFieldValue('name') as string | undefined;
    const previous = lastDefault.current;
    const next = nameOf(period);
    if (previous !== null && next && (!name || name === previous)) form.setFieldValue('name', next);
    lastDefault.current = next;
  }, [period, form, nameOf]);

  // The server's proposal replaces the first period while the user has not chosen one.
  const proposal = useQuery({ ...payrollRunApi.nextPeriod() });
  useEffect(() => {
    const next = proposal.data;
    if (!next || form.isFieldTouched('period')) return;
    form.setFieldValue('period', [next.startDate, next.endDate]);
  }, [proposal.data, form]);

  // Who of the chosen period (and department) is paid already.
  const departmentId = Form.useWatch('departmentId', form);
  const [from, to] = period ?? [];
  const checked = useQuery({
    ...payrollRunApi.periodCheck({
      startDate: from ?? '',
      endDate: to ?? '',
      ...(who === 'department' && departmentId ? { departmentId } : {}),
    }),
    enabled: !!from && !!to && from <= to && (who !== 'department' || !!departmentId),
  });
  const paid = checked.data?.confirmedEmployees ?? 0;
  const drafts = checked.data?.draftInRunEmployees ?? 0;
  const warned = !checked.isFetching && (paid > 0 || drafts > 0);
  const proposed =
    proposal.data?.after && from === proposal.data.startDate && to === proposal.data.endDate
      ? proposal.data.after
      : null;

  // A run for a department is offered to users who may read the departments.
  const departments = useLookup({ ...departmentApi.picker(), enabled: who === 'department' });
  // antd builds the tree from the parent links.
  const departmentNodes = useMemo(
    () =>
      (departments.data?.items ?? []).map((d) => ({
        id: d.id,
        pId: d.parentDepartmentId ?? 0,
        value: d.id,
        title: d.name,
      })),
    [departments.data],
  );

  return (
    <>
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" />
      </Field>
      <Field name="period" label={t('Period')} rules={[{ required: true, message: t('PeriodRequired') }]}>
        <DateRangeInput allowClear={false} presets={['thisMonth', 'lastMonth']} aria-label={t('Period')} />
      </Field>
      {proposed && !warned && (
        <div data-testid="run-proposed" style={{ marginTop: -16, marginBottom: 16, fontSize: 12 }}>
          {t('ProposedAfter', { date: formatDate(proposed) })}
        </div>
      )}
      <Form.Item name="who" label={t('WhoIsPaid')}>
        <Radio.Group
          aria-label={t('WhoIsPaid')}
          options={[
            { value: 'all', label: t('EveryoneWithActiveContract') },
            ...(departments.allowed ? [{ value: 'department', label: t('ADepartment') }] : []),
            { value: 'employees', label: t('ChosenEmployees') },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        />
      </Form.Item>
      {who === 'department' && (
        <Field
          name="departmentId"
          label={t('Department')}
          extra={t('SubDepartmentsIncluded')}
          rules={[{ required: true, message: t('DepartmentRequired') }]}
        >
          <TreeSelect
            showSearch
            treeDataSimpleMode
            treeDefaultExpandAll
            treeNodeFilterProp="title"
            listHeight={320}
            loading={departments.isLoading}
            treeData={departmentNodes}
            aria-label={t('Department')}
          />
        </Field>
      )}
      {warned && (
        <Alert
          type="warning"
          showIcon
          data-testid="run-paid-already"
          style={{ marginBottom: 16 }}
          title={
            <>
              {paid > 0 && <div>{t('PaidAlready', { count: paid })}</div>}
              {drafts > 0 && <div>{t('DraftsElsewhere', { count: drafts })}</div>}
            </>
          }
          description={
            <Form.Item
              name="startAnyway"
              valuePropName="checked"
              style={{ marginBottom: 0 }}
              rules={[
                {
                  validator: (_, value) =>
                    value ? Promise.resolve() : Promise.reject(new Error(t('StartAnywayRequired'))),
                },
              ]}
            >
              <Checkbox>{t('StartAnyway')}</Checkbox>
            </Form.Item>
          }
        />
      )}
      {who === 'employees' && (
        <Field
          name="employeeIds"
          label={t('Employees')}
          rules={[{ required: true, type: 'array', min: 1, message: t('EmployeesRequired') }]}
          style={{ marginBottom: 0 }}
        >
          <EmployeeSelect mode="multiple" maxTagCount="responsive" aria-label={t('Employees')} />
        </Field>
      )}
    </>
  );
}
