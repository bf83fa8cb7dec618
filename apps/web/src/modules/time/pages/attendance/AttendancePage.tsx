import {
  type AttendanceDto,
  AttendanceModes,
  attendanceEndpoints,
  maxImportRows,
  TimePermissions,
} from '@hr/contracts';
import { Card, Flex, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../../components/DateRangeInput.tsx';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import { enumLabel } from '../../../../components/enum-options.ts';
import { FilterBar } from '../../../../components/FilterBar.tsx';
import { formatDate, formatNumber } from '../../../../components/format.ts';
import { ImportButton, ImportDialog } from '../../../../components/ImportDialog.tsx';
import { importApiOf } from '../../../../components/import-api.ts';
import { listOf, type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { formatInstantOnDay } from '../../../../components/tenant-time.ts';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { attendanceApi } from '../../api/attendance.api.ts';
import { AttendanceDaysTable } from './AttendanceDaysTable.tsx';
import { AttendanceFormDialog } from './AttendanceFormDialog.tsx';

type AttendanceView = 'records' | 'days';
const attendanceImportApi = importApiOf(attendanceEndpoints);

/**
 * hr/attendance: the records filtered by employee and a range of work days; each row shows its work day,
 * times on the tenant's clock, hours, late and early against the expected time, and the modes. Add and
 * Edit in a 500 px dialog, Delete after a confirmation. With one employee chosen, "Records | Days" switches
 * to that employee's days (status, expected, worked, leave, missing) over the range (this month by default).
 * Import from Excel beside Add, for who may create.
 */
export function AttendancePage() {
  const { t } = useTranslation('time');
  const zone = useTenantTimeZone();
  const [employeeId, setEmployeeId] = useState<string>();
  const [range, setRange] = useState<DateRange | null>(null);
  const [view, setView] = useState<AttendanceView>('records');
  const showDays = view === 'days' && !!employeeId;
  const [importing, setImporting] = useState(false);
  const crud = useCrudPage<AttendanceDto>({
    api: attendanceApi,
    policies: TimePermissions.Attendance,
    newLabel: t('NewAttendance'),
  });
  const mode = (value: number | null) => (value === null ? '—' : enumLabel(AttendanceModes, value));

  const checkIn = (a: AttendanceDto) => formatInstantOnDay(a.checkIn, a.workDay, zone);
  const checkOut = (a: AttendanceDto) =>
    a.checkOut ? (
      formatInstantOnDay(a.checkOut, a.workDay, zone)
    ) : (
      <Tag color="processing">{t('StillIn')}</Tag>
    );
  const hours = (h: number | null) =>
    h === null ? '—' : formatNumber(h, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const lateEarly = (a: AttendanceDto) => (
    <Space size={4} wrap>
      {a.lateMinutes > 0 && <Tag color="orange">{t('LateMinutes', { minutes: a.lateMinutes })}</Tag>}
      {a.earlyLeaveMinutes > 0 && (
        <Tag color="gold">{t('EarlyLeaveMinutes', { minutes: a.earlyLeaveMinutes })}</Tag>
      )}
    </Space>
  );
  // On a phone one column holds the record: the employee, the work day, in and out with the hours, then
  // late or early, one under the other, without scrolling sideways.
  const phoneColumns: ResourceColumn<AttendanceDto>[] = [
    {
      key: 'workDay',
      title: t('AttendanceRecord'),
      render: (_: unknown, a: AttendanceDto) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong>{a.employeeName}</Typography.Text>
          <Typography.Text type="secondary">{formatDate(a.workDay)}</Typography.Text>
          <Flex gap={6} align="center" wrap>
            <bdi>{checkIn(a)}</bdi>
            <span>–</span>
            <bdi>{checkOut(a)}</bdi>
            {a.hours === null ? null : <Typography.Text type="secondary">({hours(a.hours)})</Typography.Text>}
          </Flex>
          {lateEarly(a)}
        </Flex>
      ),
    },
  ];
  const columns: ResourceColumn<AttendanceDto>[] = [
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    {
      key: 'workDay',
      dataIndex: 'workDay',
      title: t('WorkDay'),
      render: (d: string) => formatDate(d),
    },
    {
      key: 'checkIn',
      dataIndex: 'checkIn',
      title: t('CheckIn'),
      // The work day is its own column: a check-in or -out on that day shows its time alone.
      render: (_: string, a: AttendanceDto) => checkIn(a),
    },
    {
      key: 'checkOut',
      dataIndex: 'checkOut',
      title: t('CheckOut'),
      render: (_: string | null, a: AttendanceDto) => checkOut(a),
    },
    {
      key: 'hours',
      dataIndex: 'hours',
      title: t('Hours'),
      align: 'end',
      render: hours,
    },
    {
      key: 'lateEarly',
      title: t('LateEarly'),
      render: (_: unknown, a: AttendanceDto) => lateEarly(a),
    },
    {
      key: 'modes',
      title: t('InOutMode'),
      render: (_: unknown, a: AttendanceDto) => `${mode(a.inMode)} / ${mode(a.outMode)}`,
    },
  ];

  const filters = (
    <>
      <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
      <DateRangeInput width="content" value={range} onChange={setRange} aria-label={t('WorkDays')} />
      {employeeId && (
        <Segmented<AttendanceView>
          value={view}
          onChange={setView}
          aria-label={t('AttendanceView')}
          options={[
            { value: 'records', label: t('ViewRecords') },
            { value: 'days', label: t('ViewDays') },
          ]}
        />
      )}
    </>
  );

  if (showDays)
    return (
      <Card title={t('AttendanceDays')} extra={<FilterBar>{filters}</FilterBar>} className="resource-card">
        <AttendanceDaysTable employeeId={employeeId} range={range} zone={zone} />
      </Card>
    );

  return (
    <>
      <ResourceTable<AttendanceDto>
        title={t('AttendanceRecords')}
        {...listOf(attendanceApi)}
        columns={columns}
        phoneColumns={phoneColumns}
        params={{ employeeId, fromDate: range?.[0], toDate: range?.[1] }}
        exportExcel={{ url: attendanceEndpoints.exportExcel.path }}
        toolbar={
          <FilterBar>
            {filters}
            {crud.can.create && <ImportButton onClick={() => setImporting(true)} />}
            {crud.toolbar}
          </FilterBar>
        }
        rowActions={crud.rowActions}
      />
      <AttendanceFormDialog {...crud.dialog} />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        api={attendanceImportApi}
        title={t('ImportAttendance')}
        intro={t('ImportAttendanceIntro', { max: maxImportRows })}
        templateName="attendance-import-template.xlsx"
        listKeys={attendanceApi.keys.lists()}
        rowTitle={t('AttendanceRecord')}
      />
    </>
  );
}
