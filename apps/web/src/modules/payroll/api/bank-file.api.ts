import { bankFileEndpoints } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../app/api-client.ts';
import { saveFile } from '../../../components/ExportExcelButton.tsx';

/** A confirmed run's bank files: the preview (what the file holds, who is left out) and the download. */
export const bankFileApi = {
  preview: (id: string, format: number) =>
    queryOptions({
      queryKey: ['payroll', 'runs', 'detail', id, 'bank-file', format] as const,
      queryFn: () => call(bankFileEndpoints.bankFilePreview, { params: { id }, query: { format } }),
      retry: false,
    }),
  async save(id: string, format: number, fallback: string) {
    const file = await download(bankFileEndpoints.bankFile, { params: { id }, query: { format } });
    saveFile(file.blob, file.fileName ?? fallback);
  },
};
