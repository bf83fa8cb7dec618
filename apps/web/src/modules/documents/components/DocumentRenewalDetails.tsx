import { DownloadOutlined } from '@ant-design/icons';
import { attachmentEndpoints, type DocumentRenewalDetailsDto, DocumentRenewalStates } from '@hr/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { download } from '../../../app/api-client.ts';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { saveFile } from '../../../components/ExportExcelButton.tsx';
import { formatDate } from '../../../components/format.ts';
import { RecordDescriptions } from '../../../components/RecordDescriptions.tsx';

/** A renewal as its task page shows it: the document, the dates, the new file to check, the decision. */
export function DocumentRenewalDetails({ request }: { request: DocumentRenewalDetailsDto }) {
  const { t } = useTranslation('documents');
  const open = async () => {
    const file = await download(attachmentEndpoints.file, { params: { id: request.attachmentId } });
    saveFile(file.blob, file.fileName ?? request.fileName);
  };
  return (
    <RecordDescriptions
      testId="document-renewal-info"
      items={[
        { key: 'employee', label: t('Employee'), children: request.employeeName ?? '—' },
        { key: 'document', label: t('Document'), children: request.typeName },
        { key: 'previous', label: t('CurrentExpiry'), children: formatDate(request.previousExpiryDate) },
        { key: 'expiry', label: t('NewExpiry'), children: formatDate(request.expiryDate) },
        {
          key: 'file',
          label: t('NewFile'),
          children: (
            <Button size="small" icon={<DownloadOutlined />} onClick={() => void open()}>
              {request.fileName}
            </Button>
          ),
        },
        {
          key: 'state',
          label: t('State'),
          children: <EnumTag enum={DocumentRenewalStates} value={request.state} />,
        },
        ...(request.rejectionReason
          ? [{ key: 'reason', label: t('RejectionReason'), children: <bdi>{request.rejectionReason}</bdi> }]
          : []),
      ]}
    />
  );
}
