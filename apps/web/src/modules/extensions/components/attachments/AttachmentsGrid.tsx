import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type AttachmentDto, accessPolicies, attachmentEndpoints, type EntityType } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, type TableColumnType, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { queryClient } from '../../../../app/query-client.ts';
import { confirmDelete } from '../../../../components/confirm-delete.ts';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { todayIn } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { valueColumn } from '../../../../components/value-columns.tsx';
import { attachmentsApi } from '../../api/attachment.api.ts';
import { UploadAttachmentDialog } from './UploadAttachmentDialog.tsx';

export interface AttachmentsGridProps {
  entityType: EntityType;
  /** The saved entity, or undefined on a create page (then only this session's uploads show). */
  entityId: string | undefined;
  /** The ids uploaded in this page session and not yet bound: give them to saveTempAttachments after saving. */
  onPendingChange: (attachmentIds: string[]) => void;
  readOnly?: boolean;
}

/**
 * Binds uploads of this page session to the entity once it is saved (save-temp), then refreshes the
 * entity's attachments. Nothing to bind: no call.
 */
export async function saveTempAttachments(
  attachmentIds: readonly string[],
  bindEntityId: string,
  entityType: EntityType,
): Promise<void> {
  if (!attachmentIds.length) return;
  await attachmentsApi.saveTemp([...attachmentIds], bindEntityId, entityType);
  await queryClient.invalidateQueries({ queryKey: attachmentsApi.keys.ofEntity(entityType, bindEntityId) });
}

/**
 * The attachments of an entity: its saved ones and the ones uploaded on this page and not saved yet,
 * with upload (500 px dialog), download and delete.
 */
export function AttachmentsGrid({ entityType, entityId, onPendingChange, readOnly }: AttachmentsGridProps) {
  const { t } = useTranslation('extensions');
  // The policies the endpoints declare (those of the entities' forms).
  const canUpload = usePermission(accessPolicies(attachmentEndpoints.upload.access)) && !readOnly;
  const canDelete = usePermission(accessPolicies(attachmentEndpoints.delete.access)) && !readOnly;
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<AttachmentDto[]>([]);

  const saved = useQuery({
    queryKey: attachmentsApi.keys.ofEntity(entityType, entityId ?? ''),
    queryFn: () => attachmentsApi.list(entityType, entityId ?? ''),
    enabled: entityId !== undefined,
  });

  // Uploads that the entity's save bound are saved ones now.
  useEffect(() => {
    const bound = new Set(saved.data?.items.map((a) => a.id));
    setPending((current) =>
      current.some((a) => bound.has(a.id)) ? current.filter((a) => !bound.has(a.id)) : current,
    );
  }, [saved.data]);

  const pendingIds = useMemo(() => pending.map((a) => a.id), [pending]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported when the list changes, not the callback.
  useEffect(() => onPendingChange(pendingIds), [pendingIds]);

  const rows = [...pending, ...(saved.data?.items ?? [])];
  // Expired on the tenant's calendar, whatever the browser's zone.
  const today = todayIn(useTenantTimeZone());

  const remove = (attachment: AttachmentDto) => {
    if (attachment.isTemp) {
      // Not saved yet: it is left out of the save (the server drops unsaved uploads after a day).
      setPending((current) => current.filter((a) => a.id !== attachment.id));
      return;
    }
    confirmDelete({
      onOk: () => attachmentsApi.remove(attachment.id),
      invalidate: attachmentsApi.keys.ofEntity(entityType, entityId ?? ''),
    });
  };

  const columns: TableColumnType<AttachmentDto>[] = [
    {
      key: 'fileName',
      dataIndex: 'fileName',
      title: t('FileName'),
      render: (name: string, a) => (
        <Space size={4} wrap>
          <span>{name}</span>
          {a.isTemp && <Tag color="gold">{t('NotSavedYet')}</Tag>}
        </Space>
      ),
    },
    { key: 'type', dataIndex: 'attachmentTypeName', title: t('AttachmentType') },
    valueColumn({ key: 'size', dataIndex: 'fileSize', title: t('FileSize'), kind: 'fileSize' }),
    valueColumn({ key: 'creationTime', dataIndex: 'creationTime', title: t('UploadedOn'), kind: 'dateTime' }),
    {
      key: 'expiryDate',
      dataIndex: 'expiryDate',
      title: t('ExpiryDate'),
      render: (value: string | null) =>
        value ? (
          <Space size={4}>
            <FormattedValue kind="date" value={value} />
            {value < today && <Tag color="red">{t('Expired')}</Tag>}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: t('common::Actions'),
      width: 110,
      render: (_: unknown, a) => (
        <Space size={4}>
          <Tooltip title={t('Download')}>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              aria-label={`${t('Download')} ${a.fileName}`}
              // A failure is shown by the HTTP client.
              onClick={() => void attachmentsApi.download(a).catch(() => undefined)}
            />
          </Tooltip>
          {(a.isTemp || canDelete) && !readOnly && (
            <Tooltip title={a.isTemp ? t('Remove') : t('common::Delete')}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${a.isTemp ? t('Remove') : t('common::Delete')} ${a.fileName}`}
                onClick={() => remove(a)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('Attachments')}
      extra={
        canUpload && (
          <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
            {t('Upload')}
          </Button>
        )
      }
    >
      <Table<AttachmentDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={saved.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('NoAttachments') }}
      />
      <UploadAttachmentDialog
        open={uploading}
        entityType={entityType}
        onClose={() => setUploading(false)}
        onUploaded={(a) => setPending((current) => [a, ...current])}
      />
    </Card>
  );
}
