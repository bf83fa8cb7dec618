import { DownloadOutlined, ImportOutlined, UploadOutlined } from '@ant-design/icons';
import { type ImportRowDto, maxImportFileSize } from '@hr/contracts';
import { Alert, Button, Flex, Grid, Modal, Table, type TableProps, Tag, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../app/api-error.ts';
import { feedback } from '../app/feedback.ts';
import type { DownloadedFile } from '../app/http.ts';
import { invalidateAfterChange } from '../app/invalidate-after-change.ts';
import { saveFile } from './ExportExcelButton.tsx';
import { formatFileSize } from './format.ts';
import { readAsBase64 } from './read-as-base64.ts';

/** What the dialog needs of a result: the platform's answer, or the employees' (their own row shape). */
interface ImportResult<R extends { row: number; errors: ImportRowDto['errors'] }> {
  imported: boolean;
  total: number;
  ready: number;
  withErrors: number;
  rows: R[];
  ignoredColumns: string[];
}

/** A list's import calls: the template's download and the run (a dry run answers what it would do). */
export interface ImportApi<R extends { row: number; errors: ImportRowDto['errors'] }> {
  template: () => Promise<DownloadedFile>;
  run: (file: string, dryRun: boolean) => Promise<ImportResult<R>>;
}

export interface ImportDialogProps<R extends { row: number; errors: ImportRowDto['errors'] }> {
  open: boolean;
  onClose: () => void;
  api: ImportApi<R>;
  /** The dialog's title ("Import holidays from Excel"). */
  title: string;
  /** The paragraph under it: what one row is, how many at most. */
  intro: string;
  /** The template's name when the server gives none. */
  templateName: string;
  /** The lists refreshed after an import (the query keys of the list). */
  listKeys: readonly unknown[];
  /** What a row is about, and its column's title (default: the platform's `label`). */
  rowLabel?: (row: R) => ReactNode;
  rowTitle?: string;
  /** The message after an import (default: "n rows imported"). */
  importedMessage?: (count: number) => string;
  /** The largest file chosen (bytes). */
  maxFileSize?: number;
}

/**
 * Import from Excel, the same for every list: download the template, choose the filled file, read the
 * server's dry run (every row ready, or its errors under their column, in red), then Import, enabled only
 * when no row has an error. The server writes all rows or none; the list is refreshed after.
 */
export function ImportDialog<R extends { row: number; errors: ImportRowDto['errors'] }>({
  open,
  onClose,
  api,
  title,
  intro,
  templateName,
  listKeys,
  rowLabel = (r) => (r as unknown as ImportRowDto).label || '—',
  rowTitle,
  importedMessage,
  maxFileSize = maxImportFileSize,
}: ImportDialogProps<R>) {
  const { t } = useTranslation('common');
  const [fileName, setFileName] = useState<string>();
  const [file, setFile] = useState<string>();
  const [preview, setPreview] = useState<ImportResult<R>>();
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
      const template = await api.template();
      saveFile(template.blob, template.fileName ?? templateName);
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
      const result = await api.run(content, dryRun);
      if (result.imported) {
        feedback().message.success(
          importedMessage ? importedMessage(result.total) : t('ImportedRows', { count: result.total }),
        );
        await invalidateAfterChange(listKeys);
        close();
        return;
      }
      setPreview(result);
    } catch (error) {
      setPreview(undefined);
      setProblem(isApiError(error) ? error.message : t('DefaultErrorMessage'));
    } finally {
      setBusy(undefined);
    }
  };

  const choose = async (chosen: File) => {
    reset();
    setFileName(chosen.name);
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) return setProblem(t('ImportChooseXlsx'));
    if (chosen.size > maxFileSize)
      return setProblem(t('ImportFileTooLarge', { size: formatFileSize(maxFileSize) }));
    const content = await readAsBase64(chosen);
    setFile(content);
    await send(content, true);
  };

  const outcome = (r: R) =>
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
    onFilter: (value: unknown, r: R) => (value === 'ready') === (r.errors.length === 0),
  };
  // On a phone one column: the row's number, what it is about, then the outcome below them.
  const columns: TableProps<R>['columns'] = narrow
    ? [
        {
          key: 'row',
          title: rowTitle ?? t('ImportRow'),
          ...byOutcome,
          render: (_: unknown, r: R) => (
            <Flex vertical gap={4} align="start">
              <Typography.Text type="secondary">{t('ImportRowNumber', { row: r.row })}</Typography.Text>
              {rowLabel(r)}
              {outcome(r)}
            </Flex>
          ),
        },
      ]
    : [
        { key: 'row', dataIndex: 'row', title: t('ImportRow'), width: 64 },
        { key: 'label', title: rowTitle ?? '', render: (_: unknown, r: R) => rowLabel(r) },
        { key: 'result', title: t('ImportResult'), ...byOutcome, render: (_: unknown, r: R) => outcome(r) },
      ];

  const canImport = Boolean(file && preview && preview.withErrors === 0 && !busy);
  return (
    <Modal
      open={open}
      title={title}
      width={800}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('Cancel')}
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
        <Typography.Paragraph style={{ margin: 0 }}>{intro}</Typography.Paragraph>
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
            <Table<R>
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

/** The list page's toolbar button that opens its import (shown to who may create). */
export function ImportButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button icon={<ImportOutlined />} onClick={onClick}>
      {t('Import')}
    </Button>
  );
}
