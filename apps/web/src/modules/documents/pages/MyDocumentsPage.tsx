import { SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { createDocumentRenewalInput, DocumentRenewalStates, type MyDocumentDto } from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Form, List, Space, Tag, Typography, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/DateInput.tsx';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { FileField } from '../../../components/FileField.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { formatDate } from '../../../components/format.ts';
import { readAsBase64 } from '../../../components/read-as-base64.ts';
import { documentRenewalApi } from '../api/document-renewal.api.ts';

type RenewalValues = { expiryDate?: string | null; file?: UploadFile[] };

/** How soon: overdue in red, within a week in orange, today, or in N days. */
export function DaysLeftTag({ days }: { days: number }) {
  const { t } = useTranslation('documents');
  if (days < 0) return <Tag color="red">{t('Expired', { count: -days })}</Tag>;
  if (days === 0) return <Tag color="volcano">{t('Today')}</Tag>;
  return <Tag color={days <= 30 ? 'orange' : 'default'}>{t('InDays', { count: days })}</Tag>;
}

/**
 * self-service/my-documents: the employee's own documents that expire, soonest first, with Renew for the
 * types that allow it (the renewal waits for HR: a request decided by its go-task), and their renewals.
 */
export function MyDocumentsPage() {
  const { t } = useTranslation('documents');
  const client = useQueryClient();
  const documents = useQuery(documentRenewalApi.myDocuments());
  const renewals = useQuery(documentRenewalApi.myRenewals());
  const [renewing, setRenewing] = useState<MyDocumentDto>();

  const submit = async (values: RenewalValues) => {
    const file = values.file?.[0]?.originFileObj;
    if (!renewing || !file) return;
    await documentRenewalApi.create({
      documentId: renewing.id,
      expiryDate: values.expiryDate ?? '',
      fileName: file.name,
      file: await readAsBase64(file),
    });
    await client.invalidateQueries({ queryKey: documentRenewalApi.keys.all });
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('MyDocuments')}>
        <List<MyDocumentDto>
          loading={documents.isLoading}
          dataSource={documents.data ?? []}
          locale={{ emptyText: <Empty description={t('NoDocuments')} /> }}
          renderItem={(d) => (
            <List.Item
              data-testid="my-document"
              actions={[
                d.pendingRenewalId ? (
                  <Tag key="pending" icon={<SyncOutlined />} color="gold">
                    {t('RenewalPending')}
                  </Tag>
                ) : d.canRenew ? (
                  <Button key="renew" type="primary" icon={<UploadOutlined />} onClick={() => setRenewing(d)}>
                    {t('Renew')}
                  </Button>
                ) : null,
              ]}
            >
              <List.Item.Meta
                title={d.typeName}
                description={
                  <Space wrap>
                    <span>
                      {t('ExpiresOn')} {formatDate(d.expiryDate)}
                    </span>
                    <DaysLeftTag days={d.daysLeft} />
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Card>
      <Card title={t('MyRenewals')}>
        <List
          loading={renewals.isLoading}
          dataSource={renewals.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('NoRenewals')} /> }}
          renderItem={(r) => (
            <List.Item data-testid="my-renewal">
              <List.Item.Meta
                title={
                  <Space wrap>
                    {r.typeName}
                    <EnumTag enum={DocumentRenewalStates} value={r.state} />
                  </Space>
                }
                description={
                  <Space direction="vertical" size={0}>
                    <span>
                      {t('NewExpiry')}: {formatDate(r.expiryDate)}
                    </span>
                    {r.rejectionReason && (
                      <Typography.Text type="danger">
                        {t('RejectionReason')}: <bdi>{r.rejectionReason}</bdi>
                      </Typography.Text>
                    )}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Card>
      <FormDialog<RenewalValues>
        open={renewing !== undefined}
        title={t('RenewDocument', { document: renewing?.typeName ?? '' })}
        width={500}
        mode="create"
        okText={t('SendRenewal')}
        successMessage={t('RenewalSent')}
        schema={createDocumentRenewalInput}
        onSubmit={submit}
        onClose={() => setRenewing(undefined)}
      >
        {() => (
          <>
            <Form.Item
              name="expiryDate"
              label={t('NewExpiry')}
              rules={[{ required: true, message: t('common::ThisFieldIsRequired') }]}
            >
              <DateInput />
            </Form.Item>
            <FileField label={t('NewFile')} chooseText={t('ChooseFile')} />
          </>
        )}
      </FormDialog>
    </Space>
  );
}
