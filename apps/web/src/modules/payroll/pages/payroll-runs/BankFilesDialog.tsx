import { BankOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  type BankFileExcludedDto,
  BankFileExclusions,
  BankFileFormat,
  BankFileFormats,
  type PayrollRunDto,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  Empty,
  Flex,
  Modal,
  Segmented,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { bankFileApi } from '../../api/bank-file.api.ts';

/**
 * Bank files of a confirmed run (issue 43): the ISO 20022 credit transfer or the UAE WPS SIF. The dialog
 * says what the file holds (its name, the transfers and their control sum against the run's net) and lists
 * every payslip left out with the reason, before the download.
 */
export function BankFilesButton({ run }: { run: PayrollRunDto }) {
  const { t } = useTranslation('payroll');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<BankOutlined />} onClick={() => setOpen(true)}>
        {t('BankFiles')}
      </Button>
      {open && <BankFilesDialog run={run} onClose={() => setOpen(false)} />}
    </>
  );
}

function BankFilesDialog({ run, onClose }: { run: PayrollRunDto; onClose: () => void }) {
  const { t, i18n } = useTranslation('payroll');
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const [format, setFormat] = useState<number>(BankFileFormat.Pain001);
  const [saving, setSaving] = useState(false);
  const preview = useQuery(bankFileApi.preview(run.id, format));
  const money = (amount: string) => (
    <FormattedValue kind="money" value={amount} currency={run.currencyCode} />
  );
  const p = preview.data;

  const save = async () => {
    setSaving(true);
    try {
      await bankFileApi.save(run.id, format, p?.fileName ?? 'bank-file');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('BankFilesOf', { name: run.name })}
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('CloseDialog')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          loading={saving}
          disabled={!p || p.transactionCount === 0}
          onClick={() => void save()}
        >
          {t('DownloadBankFile')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Segmented
          block
          value={format}
          onChange={(v) => setFormat(Number(v))}
          options={BankFileFormats.members.map((m) => ({ value: m.value, label: m[language] }))}
        />
        {preview.isPending && <Skeleton active />}
        {preview.isError && <Alert type="warning" showIcon message={preview.error.message} />}
        {p && (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              data-testid="bank-file-summary"
              items={[
                { key: 'file', label: t('FileName'), children: <bdi dir="ltr">{p.fileName}</bdi> },
                { key: 'count', label: t('Transfers'), children: p.transactionCount },
                { key: 'sum', label: t('ControlSum'), children: money(p.controlSum) },
                { key: 'net', label: t('RunNet'), children: money(p.runNet) },
              ]}
            />
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('LeftOut', { count: p.excluded.length })}
            </Typography.Title>
            {p.excluded.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoneLeftOut')} />
            ) : (
              <Table<BankFileExcludedDto>
                size="small"
                rowKey="employeeId"
                data-testid="bank-file-excluded"
                pagination={p.excluded.length > 10 ? { pageSize: 10 } : false}
                dataSource={p.excluded}
                columns={[
                  {
                    key: 'employee',
                    title: t('Employee'),
                    render: (_, e) => <bdi>{e.employeeFullName}</bdi>,
                  },
                  { key: 'net', title: t('Net'), align: 'end', render: (_, e) => money(e.net) },
                  {
                    key: 'reason',
                    title: t('Reason'),
                    render: (_, e) => <EnumTag enum={BankFileExclusions} value={e.reason} />,
                  },
                ]}
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}
