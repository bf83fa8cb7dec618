import { attachmentEndpoints, attachmentTypeEndpoints, extraFieldDefinitionEndpoints } from '@hr/contracts';
import { sendDownload } from '../../platform/http/download.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import type { ExtensionsServices } from './index.ts';

/** Attachment types, attachments and extra field definitions: each endpoint, one line to its service. */
export function extensionsRoutes({ attachmentTypes, attachments, extraFields }: ExtensionsServices) {
  return [
    mount(attachmentTypeEndpoints, {
      list: (req) => attachmentTypes.list(req.ctx, req.query),
      availableExtensions: () => attachmentTypes.availableExtensions(),
      byEntityType: (req) => attachmentTypes.byEntityType(req.ctx, req.query.entityType),
      get: (req) => attachmentTypes.get(req.ctx, req.params.id),
      create: (req) => attachmentTypes.createAndGet(req.ctx, req.body),
      update: (req) => attachmentTypes.update(req.ctx, req.body.id, req.body),
      delete: (req) => attachmentTypes.delete(req.ctx, req.params.id),
    }),
    mount(attachmentEndpoints, {
      list: (req) => attachments.list(req.ctx, req.query),
      upload: (req) => attachments.upload(req.ctx, req.body),
      saveTemp: (req) => attachments.saveTemp(req.ctx, req.body),
      // The bytes with their stored type, as a download.
      file: async (req, reply) => {
        const file = await attachments.file(req.ctx, req.params.id);
        return sendDownload(reply, {
          contentType: file.contentType,
          fileName: file.fileName,
          body: file.content,
        });
      },
      delete: (req) => attachments.delete(req.ctx, req.params.id),
    }),
    mount(extraFieldDefinitionEndpoints, {
      ...resourceHandlers(extraFieldDefinitionEndpoints, {
        ...extraFields,
        create: extraFields.createAndGet,
      }),
      isKeyUnique: (req) => extraFields.isKeyUnique(req.ctx, req.query),
      byEntityType: (req) => extraFields.byEntityType(req.ctx, req.query.entityType),
    }),
  ];
}
