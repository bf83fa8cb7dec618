import { SecurityLogActions, type SecurityLogDto } from '@hr/contracts';
import { Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../components/DateRangeInput.tsx';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { enumOptions } from '../../../components/enum-options.ts';
import type { ListParams, ListParamValue, ResourceColumn } from '../../../components/ResourceTable.tsx';
import { ResourceTable } from '../../../components/ResourceTable.tsx';
import type { DateRange } from '../../../components/tenant-time.ts';
import { describeUserAgent } from './user-agent.ts';

/**
 * A security log: newest first, filtered by action, date range and (for the whole log) user, address and
 * request id. The Security log page shows the tenant's, My account the user's own.
 */
export function SecurityLogTable({
  queryKey,
  fetch,
  own = false,
  exportUrl,
}: {
  queryKey: readonly unknown[];
  fetch: (params: ListParams) => Promise<import('@hr/contracts').PagedResult<SecurityLogDto>>;
  own?: boolean;
  exportUrl?: string;
}) {
  const { t } = useTranslation('identity');
  const [userName, setUserName] = useState('');
  const [action, setAction] = useState<number>();
  const [range, setRange] = useState<DateRange | null>(null);
  const [ip, setIp] = useState('');
  const [requestId, setRequestId] = useState('');

  const params: Record<string, ListParamValue> = {
    ...(action !== undefined ? { action } : {}),
    ...(range ? { startTime: dayjs(range[0]).startOf('day').toISOString() } : {}),
    ...(range ? { endTime: dayjs(range[1]).endOf('day').toISOString() } : {}),
    ...(!own && userName.trim() ? { userName: userName.trim() } : {}),
    ...(!own && ip.trim() ? { clientIpAddress: ip.trim() } : {}),
    ...(!own && requestId.trim() ? { requestId: requestId.trim() } : {}),
  };

  const columns: ResourceColumn<SecurityLogDto>[] = [
    { key: 'creationTime', dataIndex: 'creationTime', title: t('Time'), kind: 'dateTime', width: 180 },
    {
      key: 'action',
      dataIndex: 'action',
      title: t('Action'),
      render: (value: number) => <EnumTag enum={SecurityLogActions} value={value} />,
    },
    ...(own ? [] : [{ key: 'userName', dataIndex: 'userName', title: t('UserName') }]),
    { key: 'targetName', dataIndex: 'targetName', title: t('Concerning') },
    {
      key: 'reason',
      dataIndex: 'reason',
      title: t('Reason'),
      render: (_: unknown, r: SecurityLogDto) =>
        [r.reason && t(`SecurityReason.${r.reason}`, { defaultValue: r.reason }), r.details]
          .filter(Boolean)
          .join(' — '),
    },
    { key: 'clientIpAddress', dataIndex: 'clientIpAddress', title: t('IpAddress') },
    {
      key: 'browserInfo',
      dataIndex: 'browserInfo',
      title: t('Browser'),
      render: (value: string | null) => <span title={value ?? undefined}>{describeUserAgent(value)}</span>,
    },
    ...(own ? [] : [{ key: 'clientId', dataIndex: 'clientId', title: t('Client') }]),
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }} data-testid="security-log-filters">
        {!own && (
          <Input.Search
            allowClear
            placeholder={t('UserName')}
            aria-label={t('UserName')}
            onSearch={setUserName}
            style={{ width: 200 }}
          />
        )}
        <Select
          allowClear
          placeholder={t('Action')}
          aria-label={t('Action')}
          options={enumOptions(SecurityLogActions)}
          value={action}
          onChange={setAction}
          style={{ width: 240 }}
        />
        <DateRangeInput width="content" value={range} onChange={setRange} aria-label={t('DateRange')} />
        {!own && (
          <>
            <Input.Search allowClear placeholder={t('IpAddress')} onSearch={setIp} style={{ width: 170 }} />
            <Input.Search
              allowClear
              placeholder={t('RequestId')}
              onSearch={setRequestId}
              style={{ width: 240 }}
            />
          </>
        )}
      </Space>
      <ResourceTable<SecurityLogDto>
        queryKey={[...queryKey]}
        fetch={fetch}
        columns={columns}
        params={params}
        {...(exportUrl ? { exportExcel: { url: exportUrl, fileName: 'security-log.xlsx' } } : {})}
      />
    </>
  );
}
