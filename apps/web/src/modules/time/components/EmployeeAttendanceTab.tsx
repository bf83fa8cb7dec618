import { type AttendanceDayDto, AttendanceDayStatus, AttendanceDayStatuses } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { formatMinutes } from '../../../components/format.ts';
import { ProfileTable } from '../../../components/ProfileTable.tsx';
import { attendanceApi } from '../api/attendance.api.ts';

// Hours on a clock face ("7:30"), as My attendance and HR's attendance days write them.
const hours = formatMinutes;

/**
 * The profile's Attendance tab: the employee's work days of this month (the attendance days HR reads, or the
 * employee's own days in self-service), with worked against expected hours (h:mm).
 */
export function EmployeeAttendanceTab({ employeeId, self }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('time');
  const month = attendanceApi.profileMonth(employeeId, self);
  const days = useQuery(month);
  const list = days.data ?? [];
  const worked = list.reduce((s, d) => s + d.workedMinutes, 0);
  const expected = list.reduce((s, d) => s + d.expectedMinutes, 0);
  const absent = list.filter((d) => d.status === AttendanceDayStatus.Absent).length;
  return (
    <Flex vertical gap={12}>
      <Flex gap={32} wrap data-testid="profile-attendance-summary">
        <Statistic title={t('Profile.WorkedHours')} value={hours(worked)} />
        <Statistic title={t('Profile.ExpectedHours')} value={hours(expected)} />
        <Statistic title={t('Profile.AbsentDays')} value={absent} />
      </Flex>
      <ProfileTable<AttendanceDayDto>
        testId="profile-attendance"
        rowKey="date"
        empty={t('Profile.NoDays')}
        queryKey={month.queryKey}
        queryFn={month.queryFn}
        columns={[
          {
            key: 'date',
            title: t('Profile.Date'),
            render: (_, d) => <FormattedValue kind="date" value={d.date} />,
          },
          {
            key: 'status',
            title: t('Profile.Status'),
            render: (_, d) => <EnumTag enum={AttendanceDayStatuses} value={d.status} />,
          },
          { key: 'worked', title: t('Profile.Worked'), render: (_, d) => hours(d.workedMinutes) },
          { key: 'expected', title: t('Profile.Expected'), render: (_, d) => hours(d.expectedMinutes) },
          { key: 'late', title: t('Profile.LateMinutes'), dataIndex: 'lateMinutes' },
        ]}
      />
    </Flex>
  );
}
