import {
  type AttachmentDto,
  AttachmentPaths,
  type CreateAttachmentInput,
  type EntityType,
  type PagedResult,
} from '@hr/contracts';
import { ApiError, parseErrorBody } from '../../../../app/api-error.ts';
import { authClient, tenantStore } from '../../../../app/auth/index.ts';
import { http } from '../../../../app/http.ts';
import { i18n } from '../../../../app/i18n.ts';
import { getLanguage } from '../../../../app/language.ts';

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

  /**
   * Fetches the file with the session's headers and hands it to the browser as a download (the JSON
   * client reads text; this one keeps the bytes).
   */
  async download(attachment: Pick<AttachmentDto, 'id' | 'fileName'>): Promise<void> {
    const headers: Record<string, string> = { 'Accept-Language': getLanguage() };
    const token = authClient.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const tenant = tenantStore.get();
    if (tenant) headers.__tenant = tenant.id;
    const response = await fetch(AttachmentPaths.file(attachment.id), {
      headers,
      credentials: 'same-origin',
    });
    if (!response.ok) {
      const parsed = parseErrorBody(await response.text());
      throw new ApiError(response.status, parsed.message ?? i18n.t('DefaultErrorMessage'), parsed.code);
    }
    const url = URL.createObjectURL(await response.blob());
    try {
      const link = document.createElement('a');
      link.href = url;
      link.download = attachment.fileName;
      document.body.append(link);
      link.click();
      link.remove();
    } finally {
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    }
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
