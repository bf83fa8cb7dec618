import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type EmployeeImportResultDto,
  type EmployeeImportRowDto,
  maxEmployeeImportFileSize,
  maxEmployeeImportRows,
} from '@hr/contracts';
import { Alert, Button, Flex, Grid, Modal, Table, type TableProps, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-error.ts';
import { feedback } from '../../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { saveFile } from '../../../../components/ExportExcelButton.tsx';
import { formatFileSize } from '../../../../components/format.ts';
import { readAsBase64 } from '../../../../components/read-as-base64.ts';
import { employeeApi } from '../../api/employee.api.ts';
import { employeeImportApi } from '../../api/employee-import.api.ts';

export interface ImportEmployeesDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import from Excel: download the template, choose the filled file, read the server's dry run (every row
 * ready or its errors, in red), then Import, enabled only when no row has an error. The server creates all
 * rows or none; the list is refreshed after.
 */
export function ImportEmployeesDialog({ open, onClose }: ImportEmployeesDialogProps) {
  const { t } = useTranslation('employees');
  const [fileName, setFileName] = useState<string>();
  const [file, setFile] = useState<string>();
  const [preview, setPreview] = useState<EmployeeImportResultDto>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'template' | 'check' | 'import'>();
  const narrow = !Grid.useBreakpoint().sm;

  const reset = () => {
    setFileName(undefined);
    setFile(undefined);
    setPreview(undefined);
    setProblem(undefined);
  };
  const close = () => {
    reset();
    onClose();
  };

  const downloadTemplate = async () => {
    setBusy('template');
    try {
      const template = await employeeImportApi.template();
      saveFile(template.blob, template.fileName ?? 'employees-import-template.xlsx');
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(undefined);
    }
  };

  /** Sends the file as a dry run (or for real) and shows what the server answered. */
  const send = async (content: string, dryRun: boolean) => {
    setBusy(dryRun ? 'check' : 'import');
    setProblem(undefined);
    try {
      const result = await employeeImportApi.run(content, dryRun);
      if (result.imported) {
        feedback().message.success(t('ImportedEmployees', { count: result.total }));
        await invalidateAfterChange(employeeApi.keys.lists());
        close();
        return;
      }
      setPreview(result);
    } catch (error) {
      setPreview(undefined);
      setProblem(isApiError(error) ? error.message : t('common::DefaultErrorMessage'));
    } finally {
      setBusy(undefined);
    }
  };

  const choose = async (chosen: File) => {
    reset();
    setFileName(chosen.name);
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) return setProblem(t('ImportChooseXlsx'));
    if (chosen.size > maxEmployeeImportFileSize)
      return setProblem(t('ImportFileTooLarge', { size: formatFileSize(maxEmployeeImportFileSize) }));
    const content = await readAsBase64(chosen);
    setFile(content);
    await send(content, true);
  };

  const employee = (r: EmployeeImportRowDto) => (
    <Flex vertical>
      <Typography.Text strong>{r.name || '—'}</Typography.Text>
      {r.nationalNumber ? (
        <Typography.Text type="secondary">
          <bdi>{r.nationalNumber}</bdi>
        </Typography.Text>
      ) : null}
    </Flex>
  );
  const outcome = (r: EmployeeImportRowDto) =>
    r.errors.length === 0 ? (
      <Tag color="green">{t('ImportReady')}</Tag>
    ) : (
      <ul style={{ margin: 0, paddingInlineStart: 16 }}>
        {r.errors.map((e) => (
          <li key={`${e.column}:${e.code}:${e.message}`}>
            <Typography.Text type="danger">
              {e.column ? <strong>{e.column.replace(/ \*$/, '')}: </strong> : null}
              {e.message}
            </Typography.Text>
          </li>
        ))}
      </ul>
    );
  const byOutcome = {
    filters: [
      { text: t('ImportReady'), value: 'ready' },
      { text: t('ImportHasErrors'), value: 'errors' },
    ],
    onFilter: (value: unknown, r: EmployeeImportRowDto) => (value === 'ready') === (r.errors.length === 0),
  };
  // On a phone one column: the row's number, the employee, then the outcome below them.
  const columns: TableProps<EmployeeImportRowDto>['columns'] = narrow
    ? [
        {
          key: 'row',
          title: t('Employee'),
          ...byOutcome,
          render: (_: unknown, r: EmployeeImportRowDto) => (
            <Flex vertical gap={4} align="start">
              <Typography.Text type="secondary">{t('ImportRowNumber', { row: r.row })}</Typography.Text>
              {employee(r)}
              {outcome(r)}
            </Flex>
          ),
        },
      ]
    : [
        { key: 'row', dataIndex: 'row', title: t('ImportRow'), width: 64 },
        { key: 'name', title: t('Employee'), render: (_: unknown, r: EmployeeImportRowDto) => employee(r) },
        {
          key: 'result',
          title: t('ImportResult'),
          ...byOutcome,
          render: (_: unknown, r: EmployeeImportRowDto) => outcome(r),
        },
      ];

  const canImport = Boolean(file && preview && preview.withErrors === 0 && !busy);
  return (
    <Modal
      open={open}
      title={t('ImportEmployees')}
      width={800}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common::Cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!canImport}
          loading={busy === 'import'}
          onClick={() => file && void send(file, false)}
        >
          {t('Import')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('ImportIntro', { max: maxEmployeeImportRows })}
        </Typography.Paragraph>
        <Flex wrap gap={8} align="center">
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'template'}
            onClick={() => void downloadTemplate()}
          >
            {t('DownloadTemplate')}
          </Button>
          <Upload
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            showUploadList={false}
            beforeUpload={(chosen) => {
              void choose(chosen);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy === 'check'} data-testid="import-choose-file">
              {t('ChooseFile')}
            </Button>
          </Upload>
          {fileName ? (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
              <bdi>{fileName}</bdi>
            </Typography.Text>
          ) : null}
        </Flex>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        {preview ? (
          <>
            <Alert
              type={preview.withErrors ? 'warning' : 'success'}
              showIcon
              title={t('ImportSummary', { ready: preview.ready, withErrors: preview.withErrors })}
              description={preview.withErrors ? t('ImportFixAndChooseAgain') : t('ImportReadyHint')}
            />
            {preview.ignoredColumns.length ? (
              <Alert
                type="warning"
                showIcon
                data-testid="import-ignored-columns"
                title={t('ImportIgnoredColumns', { count: preview.ignoredColumns.length })}
                description={preview.ignoredColumns.map((c) => `"${c}"`).join(', ')}
              />
            ) : null}
            <Table<EmployeeImportRowDto>
              size="small"
              rowKey="row"
              columns={columns}
              dataSource={preview.rows}
              pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            />
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
