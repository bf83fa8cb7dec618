import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../app/http.ts';
import type { ListParamValue } from './ResourceTable.tsx';

/** Hands bytes to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Some browsers read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export interface ExportExcelButtonProps {
  /** The export endpoint (`GET …/export-excel`), which answers an .xlsx file. */
  url: string;
  /** The list's filters and sorting, sent as query parameters (paging is left out by the caller). */
  params?: Record<string, ListParamValue>;
  /** Used when the server names no file. */
  fileName?: string;
}

/**
 * Downloads a grid's rows as an Excel workbook through the authenticated HTTP client: the server's file
 * name, a spinner while it streams, and the server's error shown as for any call. ResourceTable shows it
 * with its `exportExcel` option.
 */
export function ExportExcelButton({ url, params, fileName = 'export.xlsx' }: ExportExcelButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await http.download(url, { query: params });
      saveFile(file.blob, file.fileName ?? fileName);
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={() => void run()}>
      {t('ExportToExcel')}
    </Button>
  );
}
