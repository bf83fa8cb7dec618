import {
  auditedEntityTypeNames,
  type EntityChangeDto,
  EntityChangeTypes,
  entityChangeEndpoints,
  entityTypeLabel,
  type GetEntityChangesInput,
  type LanguageCode,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportExcelButton } from '../../../components/ExportExcelButton.tsx';
import { formatInstant } from '../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../components/useTenantTimeZone.ts';
import { entityChangeApi, firstAuditPage } from '../api/entity-change.api.ts';
import { humanize } from '../components/change-text.ts';

interface FilterValues {
  userName?: string;
  entityTypeFullName?: string;
  entityId?: string;
  changeType?: number;
  period?: [Dayjs | null, Dayjs | null] | null;
  correlationId?: string;
}

const blank = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

function filtersOf(values: FilterValues): Omit<GetEntityChangesInput, 'skipCount' | 'maxResultCount'> {
  return {
    userName: blank(values.userName),
    entityTypeFullName: values.entityTypeFullName,
    entityId: blank(values.entityId),
    changeType: values.changeType,
    startTime: values.period?.[0]?.startOf('day').toISOString(),
    endTime: values.period?.[1]?.endOf('day').toISOString(),
    correlationId: blank(values.correlationId),
  };
}

/** Administration > Audit log: the tenant's entity changes with the filters of issue 40, and the export. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation('audit');
  const language = (i18n.language === 'ar' ? 'ar' : 'en') as LanguageCode;
  const zone = useTenantTimeZone();
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<ReturnType<typeof filtersOf>>({});
  const [page, setPage] = useState({ current: 1, size: firstAuditPage.maxResultCount });
  const list = useQuery(
    entityChangeApi.list({
      ...filters,
      skipCount: (page.current - 1) * page.size,
      maxResultCount: page.size,
    }),
  );
  const exportParams = Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined),
  ) as Record<string, string | number>;

  return (
    <Card title={t('AuditLog')} data-testid="audit-log-page">
      <Form
        form={form}
        layout="inline"
        onFinish={(values) => {
          setFilters(filtersOf(values));
          setPage((p) => ({ ...p, current: 1 }));
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="userName" label={t('User')}>
          <Input allowClear maxLength={256} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="entityTypeFullName" label={t('EntityType')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 200 }}
            options={auditedEntityTypeNames.map((name) => ({
              value: name,
              label: entityTypeLabel(name, language),
            }))}
          />
        </Form.Item>
        <Form.Item name="entityId" label={t('EntityId')}>
          <Input allowClear maxLength={200} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="changeType" label={t('Action')}>
          <Select
            allowClear
            style={{ width: 130 }}
            options={EntityChangeTypes.members.map((m) => ({ value: m.value, label: m[language] }))}
          />
        </Form.Item>
        <Form.Item name="period" label={t('Period')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="correlationId" label={t('RequestId')}>
          <Input allowClear maxLength={64} style={{ width: 200 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('Search')}
          </Button>
          <ExportExcelButton
            url={entityChangeEndpoints.exportExcel.path}
            params={exportParams}
            fileName="audit-log.xlsx"
          />
        </Space>
      </Form>
      <Table<EntityChangeDto>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: list.data?.totalCount ?? 0,
          showSizeChanger: true,
          onChange: (current, size) => setPage({ current, size }),
        }}
        expandable={{
          expandedRowRender: (change) => (
            <Space direction="vertical" size={2}>
              {change.propertyChanges.map((p) => (
                <Typography.Text key={p.propertyName}>
                  {humanize(p.propertyName)}:{' '}
                  {p.isSecret
                    ? t('SecretChanged')
                    : `${p.originalValue ?? t('Empty')} → ${p.newValue ?? t('Empty')}`}
                </Typography.Text>
              ))}
              <Typography.Text type="secondary">
                {t('IpAddress')}: {change.clientIpAddress ?? '—'} · {t('Browser')}:{' '}
                {change.browserInfo ?? '—'} · {t('RequestId')}: {change.correlationId ?? '—'}
              </Typography.Text>
            </Space>
          ),
        }}
        columns={[
          {
            key: 'changeTime',
            title: t('Time'),
            width: 180,
            render: (_, r) => formatInstant(r.changeTime, zone),
          },
          { key: 'userName', title: t('User'), render: (_, r) => r.userName ?? t('System') },
          {
            key: 'changeType',
            title: t('Action'),
            render: (_, r) => (
              <Tag color={['green', 'blue', 'red'][r.changeType]}>
                {EntityChangeTypes.label(r.changeType, language)}
              </Tag>
            ),
          },
          {
            key: 'entity',
            title: t('EntityType'),
            render: (_, r) => entityTypeLabel(r.entityTypeFullName, language),
          },
          { key: 'entityId', title: t('EntityId'), dataIndex: 'entityId' },
          {
            key: 'properties',
            title: t('Changes'),
            render: (_, r) => r.propertyChanges.map((p) => humanize(p.propertyName)).join(', '),
          },
        ]}
      />
    </Card>
  );
}
