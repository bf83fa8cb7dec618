import { PlusOutlined } from '@ant-design/icons';
import {
  AttendanceFixModes,
  type AttendanceRequestDto,
  AttendanceRequestState,
  AttendanceRequestStates,
} from '@hr/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumLabel } from '../../../../components/enum-options.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { StatesAndDatesFilter } from '../../../../components/StatesAndDatesFilter.tsx';
import { DetailsDialog, selfRequestActions } from '../../../../components/self-request.tsx';
import { type DateRange, formatInstant, formatInstantRange } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { attendanceRequestApi } from '../../api/attendance-request.api.ts';
import { AttendanceRequestDetails } from '../../components/AttendanceRequestDetails.tsx';
import { daysAffectedOfRequest } from './self-request-form.ts';

/**
 * /self-service/attendance-requests: the employee's own correction requests, newest first, filtered by
 * state and by the stay's days; View shows one with its records before and after, Cancel withdraws one
 * still pending approval (after a confirmation). New request goes to the create page.
 */
export function AttendanceRequestsPage() {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  const navigate = useNavigate();
  const [states, setStates] = useState<number[]>([]);
  const [range, setRange] = useState<DateRange | null>(null);
  const [viewed, setViewed] = useState<string | null>(null);
  const at = (v: string) => formatInstant(v, zone);

  // On a phone one column holds the stay, the days it corrects and how, and the state, one under the
  // other, so that nothing hides behind a sideways scroll (as the leave requests list does).
  const phoneColumns: ResourceColumn<AttendanceRequestDto>[] = [
    {
      key: 'checkIn',
      title: t('AttendanceRequest'),
      render: (_: unknown, r: AttendanceRequestDto) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>
            <bdi>{formatInstantRange(r.checkIn, r.checkOut, zone)}</bdi>
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('DaysAffected')}: {daysAffectedOfRequest(r, zone)} · {enumLabel(AttendanceFixModes, r.mode)}
          </Typography.Text>
          <span>
            <EnumTag enum={AttendanceRequestStates} value={r.state} />
          </span>
        </Flex>
      ),
    },
  ];
  const wideColumns: ResourceColumn<AttendanceRequestDto>[] = [
    { key: 'checkIn', dataIndex: 'checkIn', title: t('CheckIn'), render: at },
    { key: 'checkOut', dataIndex: 'checkOut', title: t('CheckOut'), render: at },
    {
      key: 'days',
      title: t('DaysAffected'),
      align: 'end',
      render: (_: unknown, r: AttendanceRequestDto) => daysAffectedOfRequest(r, zone),
    },
    {
      key: 'mode',
      dataIndex: 'mode',
      title: t('FixMode'),
      render: (m: number) => enumLabel(AttendanceFixModes, m),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('State'),
      render: (s: number) => <EnumTag enum={AttendanceRequestStates} value={s} />,
    },
    { key: 'creationTime', dataIndex: 'creationTime', title: t('CreationTime'), render: at },
  ];

  const rowActions = selfRequestActions<AttendanceRequestDto>(t, {
    pendingState: AttendanceRequestState.PendingApproval,
    onView: (r) => setViewed(r.id),
    confirm: t('AreYouSureYouWantToCancelAttendanceRequest?'),
    cancel: attendanceRequestApi.cancelSelf,
    invalidate: attendanceRequestApi.keys.all,
  });

  return (
    <>
      <ResourceTable<AttendanceRequestDto>
        title={t('AttendanceRequests')}
        queryKey={attendanceRequestApi.keys.lists()}
        fetch={attendanceRequestApi.listSelf}
        columns={wideColumns}
        phoneColumns={phoneColumns}
        params={{
          includedStates: states.length > 0 ? states.join(',') : undefined,
          fromDate: range?.[0],
          toDate: range?.[1],
        }}
        toolbar={
          <Space wrap>
            <StatesAndDatesFilter
              states={states}
              onStatesChange={setStates}
              statesEnum={AttendanceRequestStates}
              statesLabel={t('FilterByState')}
              range={range}
              onRangeChange={setRange}
              rangeLabel={t('StayDays')}
            />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => void navigate('/self-service/attendance-requests/create')}
            >
              {t('NewAttendanceRequest')}
            </Button>
          </Space>
        }
        rowActions={rowActions}
      />
      <AttendanceRequestDialog id={viewed} onClose={() => setViewed(null)} />
    </>
  );
}

/** View: one request with its records before and after. */
function AttendanceRequestDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  return (
    <DetailsDialog
      id={id}
      title={t('AttendanceRequest')}
      queryKey={attendanceRequestApi.keys.detail}
      read={attendanceRequestApi.get}
      onClose={onClose}
      closeText={t('Close')}
    >
      {(request) => <AttendanceRequestDetails request={request} />}
    </DetailsDialog>
  );
}
