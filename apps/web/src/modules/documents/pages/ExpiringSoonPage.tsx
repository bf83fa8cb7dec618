import { type DueItemDto, DueItemKinds, dueItemEndpoints } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/EnumSelect.tsx';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { listOf, type ResourceColumn, ResourceTable } from '../../../components/ResourceTable.tsx';
import { DepartmentSelect } from '../../organisation/public.ts';
import { defaultDueDays, dueItemApi } from '../api/due-item.api.ts';

/**
 * hr/expiring-soon (HR.Documents.Index): employees' documents, contract ends, probation ends and custody due
 * back within N days, overdue first; filtered by kind and department; exported to Excel.
 */
export function ExpiringSoonPage() {
  const { t } = useTranslation('documents');
  const [days, setDays] = useState(defaultDueDays);
  const [kind, setKind] = useState<number>();
  const [departmentId, setDepartmentId] = useState<string>();
  const counts = useQuery(dueItemApi.counts(days, departmentId));

  const columns: ResourceColumn<DueItemDto>[] = [
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('Kind'),
      width: 170,
      render: (value: number) => <EnumTag enum={DueItemKinds} value={value} />,
    },
    { key: 'title', dataIndex: 'title', title: t('Item') },
    { key: 'dueDate', dataIndex: 'dueDate', title: t('DueDate'), kind: 'date', width: 140 },
    {
      key: 'daysLeft',
      dataIndex: 'daysLeft',
      title: t('DaysLeft'),
      width: 140,
      render: (left: number) =>
        left < 0 ? (
          <Tag color="red">{t('Overdue', { count: -left })}</Tag>
        ) : left === 0 ? (
          <Tag color="volcano">{t('Today')}</Tag>
        ) : (
          <Tag color={left <= 7 ? 'orange' : 'default'}>{t('InDays', { count: left })}</Tag>
        ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap size="large">
        <Statistic title={t('OverdueTitle')} value={counts.data?.overdue ?? '—'} />
        <Statistic title={t('Documents')} value={counts.data?.documents ?? '—'} />
        <Statistic title={t('Contracts')} value={counts.data?.contracts ?? '—'} />
        <Statistic title={t('Probations')} value={counts.data?.probations ?? '—'} />
        <Statistic title={t('Custody')} value={counts.data?.custody ?? '—'} />
      </Space>
      <ResourceTable<DueItemDto>
        title={t('ExpiringSoon')}
        {...listOf(dueItemApi)}
        columns={columns}
        params={{ days, kind, departmentId }}
        exportExcel={{ url: dueItemEndpoints.exportExcel.path, fileName: 'expiring-soon.xlsx' }}
        toolbar={
          <Space wrap>
            <Space.Compact>
              <InputNumber<number>
                min={0}
                max={365}
                value={days}
                onChange={(v) => setDays(v ?? 30)}
                aria-label={t('Days')}
                addonBefore={t('Within')}
                addonAfter={t('DaysUnit')}
                // The width of the number alone (up to 365), between its two words.
                style={{ width: 90 }}
              />
            </Space.Compact>
            <EnumSelect
              enum={DueItemKinds}
              allowClear
              value={kind}
              onChange={(v) => setKind(v ?? undefined)}
              placeholder={t('Kind')}
              aria-label={t('Kind')}
              style={{ width: 180 }}
            />
            <DepartmentSelect
              allowClear
              value={departmentId}
              onChange={(v) => setDepartmentId((v as string | undefined) ?? undefined)}
              placeholder={t('Department')}
              aria-label={t('Department')}
              style={{ width: 220 }}
            />
          </Space>
        }
      />
    </Space>
  );
}
