import {
  type AttachmentDto,
  attachmentEndpoints,
  type CreateAttachmentInput,
  type EntityType,
} from '@hr/contracts';
import { call, download } from '../../../app/api-client.ts';
import { saveFile } from '../../../components/ExportExcelButton.tsx';

const key = ['extensions', 'attachments'] as const;

/** The attachments of an entity: list, upload, bind after the entity's save, delete, download. */
export const attachmentsApi = {
  keys: {
    all: key,
    ofEntity: (entityType: EntityType, entityId: string) => [...key, entityType, entityId] as const,
  },
  list: (entityType: EntityType, bindEntityId: string) =>
    call(attachmentEndpoints.list, { query: { bindEntityId, entityType, maxResultCount: 1000 } }),
  upload: (body: CreateAttachmentInput) => call(attachmentEndpoints.upload, { body }),
  saveTemp: (attachmentIds: string[], bindEntityId: string, entityType: EntityType) =>
    call(attachmentEndpoints.saveTemp, { body: { attachmentIds, bindEntityId, entityType } }),
  remove: (id: string) => call(attachmentEndpoints.delete, { params: { id } }),

  /** Fetches the file with the session's headers and hands it to the browser as a download. */
  async download(attachment: Pick<AttachmentDto, 'id' | 'fileName'>): Promise<void> {
    const file = await download(attachmentEndpoints.file, { params: { id: attachment.id } });
    saveFile(file.blob, file.fileName ?? attachment.fileName);
  },
};
