import {
  type AttendanceDto,
  attendanceFutureToleranceMinutes,
  createAttendanceInput,
  updateAttendanceInput,
} from '@hr/contracts';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../../components/DateTimeInput.tsx';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatInstant, todayIn } from '../../../../components/tenant-time.ts';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { attendanceApi } from '../../api/attendance.api.ts';

/**
 * Add and Edit attendance record (500 px): the employee, searched by name, and the check-in and check-out on
 * the tenant's clock. The rules the server checks against its clock are checked here first: nothing in the
 * future, and no check-out only for a check-in of the tenant's today.
 */
export function AttendanceFormDialog(dialog: CrudDialogProps<AttendanceDto>) {
  const { t } = useTranslation('time');
  const zone = useTenantTimeZone();
  const { record } = dialog;

  const notFuture: FormRule = {
    validator: async (_, value: string | null | undefined) => {
      const latest = Date.now() + attendanceFutureToleranceMinutes * 60_000;
      if (value && Date.parse(value) > latest)
        throw new Error(t('errors::Time:AttendanceInFuture', { now: formatInstant(Date.now(), zone) }));
    },
  };
  const checkOutRules: FormRule[] = [
    notFuture,
    ({ getFieldValue }) => ({
      validator: async (_, value: string | null | undefined) => {
        const checkIn = getFieldValue('checkIn') as string | null | undefined;
        const today = todayIn(zone);
        if (!value && checkIn && todayIn(zone, Date.parse(checkIn)) !== today)
          throw new Error(t('errors::Time:CheckOutRequired', { today }));
      },
    }),
  ];

  return (
    <FormDialog
      {...dialog}
      title={record ? t('EditAttendance') : t('NewAttendance')}
      width={500}
      api={attendanceApi}
      schemas={{ create: createAttendanceInput, update: updateAttendanceInput }}
    >
      <Field name="employeeId" label={t('Employee')}>
        <EmployeeSelect
          aria-label={t('Employee')}
          selected={record ? { value: record.employeeId, label: record.employeeName ?? '' } : null}
        />
      </Field>
      <Field name="checkIn" label={t('CheckIn')} rules={[notFuture]}>
        <DateTimeInput noFuture aria-label={t('CheckIn')} />
      </Field>
      <Field
        name="checkOut"
        label={t('CheckOut')}
        extra={t('CheckOutHint')}
        dependencies={['checkIn']}
        rules={checkOutRules}
        style={{ marginBottom: 0 }}
      >
        <DateTimeInput noFuture allowClear aria-label={t('CheckOut')} />
      </Field>
    </FormDialog>
  );
}
