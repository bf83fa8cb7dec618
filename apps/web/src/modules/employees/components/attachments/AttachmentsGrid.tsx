import { AttachmentPaths, type EntityType } from '@hr/contracts';
import { http } from '../../../../app/http.ts';

export interface AttachmentsGridProps {
  entityType: 'Employee';
  /** The saved entity, or undefined on a create page (then only this session's uploads show). */
  entityId: string | undefined;
  /** The ids uploaded in this page session and not yet bound: give them to saveTempAttachments after saving. */
  onPendingChange: (attachmentIds: string[]) => void;
  readOnly?: boolean;
}

/** Binds uploads of this page session to the entity once it is saved. */
export async function saveTempAttachments(
  attachmentIds: readonly string[],
  bindEntityId: string,
  entityType: EntityType = 'Employee',
): Promise<void> {
  if (!attachmentIds.length) return;
  await http.post(AttachmentPaths.saveTemp, { attachmentIds, bindEntityId, entityType });
}

/** The attachments of an entity with upload, download and delete. (Being built.) */
export function AttachmentsGrid(_props: AttachmentsGridProps) {
  return null;
}
