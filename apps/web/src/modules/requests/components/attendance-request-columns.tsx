import { AttendanceFixModes, type AttendanceRequestDto, AttendanceRequestStates } from '@hr/contracts';
import { Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { enumLabel } from '../../../components/enum-options.ts';
import type { ResourceColumn } from '../../../components/ResourceTable.tsx';
import { formatInstant, formatInstantRange } from '../../../components/tenant-time.ts';
import { daysAffectedOfRequest } from '../pages/attendance-requests/self-request-form.ts';

/** What the two lists of attendance corrections show: the employee's own, and HR's of everyone's. */
export interface AttendanceRequestColumnsOptions {
  /** Everyone's list: the employee, first (a column; on a phone, the first line). */
  employee?: boolean;
}

/** The stay, check in to check out on the tenant's clock. */
export const stayOf = (r: AttendanceRequestDto, zone: string) =>
  formatInstantRange(r.checkIn, r.checkOut, zone);

/**
 * The wide columns: (the employee,) the stay (check in to check out, sorted by the check in) with the days it
 * corrects and how under it, the state in its colour, the creation time. Four columns (five with the
 * employee) fit HR's card at a desktop's width, where seven were cut (issue 44). HR's list makes those it
 * sorts by sortable (`sortFields`).
 */
export function attendanceRequestColumns(
  t: TFunction,
  zone: string,
  options: AttendanceRequestColumnsOptions = {},
): ResourceColumn<AttendanceRequestDto>[] {
  const at = (v: string) => formatInstant(v, zone);
  return [
    ...(options.employee ? [{ key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') }] : []),
    {
      key: 'checkIn',
      dataIndex: 'checkIn',
      title: t('Stay'),
      render: (_: unknown, r: AttendanceRequestDto) => (
        <Flex vertical gap={2}>
          <bdi>{stayOf(r, zone)}</bdi>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('DaysAffected')}: {daysAffectedOfRequest(r, zone)} · {enumLabel(AttendanceFixModes, r.mode)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('State'),
      render: (s: number) => <EnumTag enum={AttendanceRequestStates} value={s} />,
    },
    { key: 'creationTime', dataIndex: 'creationTime', title: t('CreationTime'), render: at },
  ];
}

/**
 * On a phone (ResourceTable's `phoneColumns`) one column holds the request: the employee when the list is
 * everyone's, the stay, the days it corrects and how, and the state, one under the other, so that nothing
 * hides behind a sideways scroll (as the leave requests lists do).
 */
export function attendanceRequestPhoneColumns(
  t: TFunction,
  zone: string,
  options: Pick<AttendanceRequestColumnsOptions, 'employee'> = {},
): ResourceColumn<AttendanceRequestDto>[] {
  return [
    {
      key: 'checkIn',
      title: t('AttendanceRequest'),
      render: (_: unknown, r: AttendanceRequestDto) => {
        const stay = <bdi>{stayOf(r, zone)}</bdi>;
        return (
          <Flex vertical gap={2}>
            {options.employee ? (
              <>
                <Typography.Text strong>{r.employeeName ?? '—'}</Typography.Text>
                <span>{stay}</span>
              </>
            ) : (
              <Typography.Text strong>{stay}</Typography.Text>
            )}
            <Typography.Text type="secondary">
              {t('DaysAffected')}: {daysAffectedOfRequest(r, zone)} · {enumLabel(AttendanceFixModes, r.mode)}
            </Typography.Text>
            <span>
              <EnumTag enum={AttendanceRequestStates} value={r.state} />
            </span>
          </Flex>
        );
      },
    },
  ];
}
