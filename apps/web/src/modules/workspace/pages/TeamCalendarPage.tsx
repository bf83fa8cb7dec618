import {
  LeavePermissions,
  type TeamCalendarDto,
  TeamCalendarScopes,
  TeamDayKind,
  TeamDayKinds,
  type TeamMemberDto,
} from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Card,
  DatePicker,
  Flex,
  Grid,
  Select,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../app/config/usePermission.ts';
import { getLanguage, intlLocale } from '../../../app/language.ts';
import { formatMonth } from '../../../components/format.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { useLookup } from '../../../components/lookup.ts';
import { departmentApi } from '../../organisation/public.ts';
import { firstTeamCalendarMonth, teamCalendarQuery } from '../api/workspace.api.ts';

const iso = (d: Dayjs) => d.format('YYYY-MM-DD');

/**
 * self-service/team-calendar: a month as a grid of people × days (who is on leave or absent each day, the
 * holidays shaded), which reads better than a calendar of events once a team has more than a few people.
 * The server decides whose days: a manager's reports, an employee's team (leave only, without types), or
 * with the leave requests' read policy the department chosen here. Right to left in Arabic: the days run
 * from the right, as the table's direction does.
 */
export function TeamCalendarPage() {
  const { t } = useTranslation('workspace');
  const language = getLanguage();
  const narrow = !Grid.useBreakpoint().sm;
  const [month, setMonth] = useState(firstTeamCalendarMonth);
  const [departmentId, setDepartmentId] = useState<string>();
  const canChooseDepartment = usePermission(LeavePermissions.LeaveRequests.Default);
  const departments = useLookup(departmentApi.picker());
  const calendar = useQuery({
    ...teamCalendarQuery(month, departmentId),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const days = useMemo(() => {
    const out: Dayjs[] = [];
    for (let d = month.startOf('month'); !d.isAfter(month.endOf('month'), 'day'); d = d.add(1, 'day'))
      out.push(d);
    return out;
  }, [month]);
  const weekday = useMemo(
    () => new Intl.DateTimeFormat(intlLocale(language), { weekday: 'narrow' }),
    [language],
  );
  const data = calendar.data;
  const holidays = new Set(data?.holidays ?? []);

  const kindLabel = (kind: number) => TeamDayKinds.label(kind, language);
  const columns: TableColumnsType<TeamMemberDto> = [
    {
      key: 'name',
      title: t('Person'),
      dataIndex: 'name',
      fixed: 'start',
      // On a phone the names wrap in a narrower column: at 180 px it held half the screen, leaving three days.
      width: narrow ? 112 : 180,
      ellipsis: !narrow,
    },
    ...days.map((d) => {
      const date = iso(d);
      const holiday = holidays.has(date);
      return {
        key: date,
        title: (
          <Flex vertical align="center" gap={0}>
            <span>{d.date()}</span>
            <Typography.Text type="secondary" style={{ fontSize: 11 }}>
              {weekday.format(d.toDate())}
            </Typography.Text>
          </Flex>
        ),
        width: 38,
        align: 'center' as const,
        className: holiday ? 'team-calendar-holiday' : undefined,
        onHeaderCell: () => ({ title: holiday ? t('Holiday') : undefined }),
        render: (_: unknown, person: TeamMemberDto) => {
          const day = person.days.find((x) => x.date === date);
          if (!day) return null;
          const label = [kindLabel(day.kind), day.leaveTypeName, day.partial ? t('PartOfDay') : null]
            .filter(Boolean)
            .join(' · ');
          return (
            <Tooltip title={label}>
              <span
                role="img"
                aria-label={`${person.name}, ${date}: ${label}`}
                data-testid={`team-day-${day.kind === TeamDayKind.Leave ? 'leave' : 'absent'}`}
                className={`team-calendar-day ${day.kind === TeamDayKind.Leave ? 'leave' : 'absent'}${day.partial ? ' partial' : ''}`}
              >
                {day.kind === TeamDayKind.Leave ? t('LeaveLetter') : t('AbsentLetter')}
              </span>
            </Tooltip>
          );
        },
      };
    }),
  ];

  const errorCode = (calendar.error as { code?: string } | null)?.code;
  return (
    <Card
      className="resource-card"
      title={t('TeamCalendar')}
      extra={
        <Flex gap={8} wrap>
          {canChooseDepartment && departments.allowed && (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 220 }}
              placeholder={t('ChooseDepartment')}
              aria-label={t('Department')}
              value={departmentId}
              onChange={setDepartmentId}
              loading={departments.isPending}
              options={(departments.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
              data-testid="team-calendar-department"
            />
          )}
          <DatePicker
            picker="month"
            allowClear={false}
            inputReadOnly
            value={month}
            // The month by name, as My attendance and the payslips show it ("December 2026").
            format={(d) => formatMonth(d.year(), d.month() + 1, language)}
            onChange={(v) => v && setMonth(v.startOf('month'))}
            aria-label={t('Month')}
            data-testid="team-calendar-month"
          />
        </Flex>
      }
    >
      {calendar.isError ? (
        errorCode === 'Workspace:NoTeam' ? (
          <Alert type="info" showIcon message={calendar.error.message} />
        ) : (
          <LoadFailed error={calendar.error} onRetry={() => void calendar.refetch()} />
        )
      ) : (
        <Flex vertical gap={12}>
          {data && <ScopeLine data={data} />}
          <Table<TeamMemberDto>
            data-testid="team-calendar"
            size="small"
            bordered
            rowKey="employeeId"
            loading={calendar.isFetching}
            columns={columns}
            dataSource={data?.people ?? []}
            pagination={false}
            scroll={{ x: 'max-content', y: 600 }}
            locale={{ emptyText: t('NobodyHere') }}
          />
          <Flex gap={8} wrap aria-label={t('Legend')}>
            <Tag color="blue">
              {t('LeaveLetter')} = {kindLabel(TeamDayKind.Leave)}
            </Tag>
            <Tag color="red">
              {t('AbsentLetter')} = {kindLabel(TeamDayKind.Absent)}
            </Tag>
            <Tag className="team-calendar-holiday">{t('Holiday')}</Tag>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}

function ScopeLine({ data }: { data: TeamCalendarDto }) {
  const { t } = useTranslation('workspace');
  return (
    <Typography.Text type="secondary" data-testid="team-calendar-scope">
      {TeamCalendarScopes.label(data.scope, getLanguage())} · {t('People', { count: data.people.length })}
      {data.truncated ? ` · ${t('Truncated')}` : ''}
    </Typography.Text>
  );
}
