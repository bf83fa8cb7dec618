import {
  type AttachmentDto,
  AttachmentPaths,
  type CreateAttachmentInput,
  type EntityType,
  type PagedResult,
} from '@hr/contracts';
import { http } from '../../../../app/http.ts';
import { saveFile } from '../../../../components/ExportExcelButton.tsx';

export const attachmentsApi = {
  keys: {
    all: ['employee-settings', 'attachments'] as const,
    ofEntity: (entityType: EntityType, entityId: string) =>
      ['employee-settings', 'attachments', entityType, entityId] as const,
  },
  list: (entityType: EntityType, bindEntityId: string) =>
    http.get<PagedResult<AttachmentDto>>(AttachmentPaths.attachments, {
      query: { bindEntityId, entityType, maxResultCount: 1000 },
    }),
  upload: (input: CreateAttachmentInput) => http.post<AttachmentDto>(AttachmentPaths.attachments, input),
  saveTemp: (attachmentIds: readonly string[], bindEntityId: string, entityType: EntityType) =>
    http.post<void>(AttachmentPaths.saveTemp, { attachmentIds, bindEntityId, entityType }),
  remove: (id: string) => http.delete(AttachmentPaths.attachment(id)),

  /** Fetches the file with the session's headers and hands it to the browser as a download. */
  async download(attachment: Pick<AttachmentDto, 'id' | 'fileName'>): Promise<void> {
    const file = await http.download(AttachmentPaths.file(attachment.id));
    saveFile(file.blob, file.fileName ?? attachment.fileName);
  },
};

/** Reads a file as base64 (without the data: URL prefix), as the upload call takes it. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}
