import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createAttachmentService, type TenantIds } from './attachment.service.ts';
import { createAttachmentTypeService } from './attachment-type.service.ts';
import { createEmployeeDocuments } from './employee-documents.ts';
import { extensionsJobs } from './extensions.jobs.ts';
import { extensionsRoutes } from './extensions.routes.ts';
import { seedExtensions } from './extensions.seed.ts';
import { createExtraFieldService } from './extra-field.service.ts';

/**
 * Attachment types, attachments and extra fields, keyed by entity type: they shape the forms of other
 * modules' records (employees now, contracts next). Those modules use `extraFields.validate / saveValues /
 * valuesOf` inside their own saves; their pages bind uploads with `save-temp`.
 */
function createExtensionsServices({ db, modules }: ModuleSetup) {
  const tenants = modules.tenancy.tenants;
  // The cleanup of temporary uploads visits every tenant, each in its own transaction.
  const tenantIds: TenantIds = async () => {
    const ids: string[] = [];
    for (let skipCount = 0; ; skipCount += 1000) {
      const page = await tenants.list({ skipCount, maxResultCount: 1000 });
      ids.push(...page.items.map((t) => t.id));
      if (page.items.length < 1000) return ids;
    }
  };
  const attachments = createAttachmentService(db, { tenantIds });
  return {
    attachmentTypes: createAttachmentTypeService(db),
    attachments,
    extraFields: createExtraFieldService(db),
    // Employees' documents that expire: read by the documents module (reminders, My documents, renewals).
    employeeDocuments: createEmployeeDocuments(db, { attachments }),
  };
}
export type ExtensionsServices = ReturnType<typeof createExtensionsServices>;

export const extensionsModule = defineModule({
  name: 'extensions',
  services: createExtensionsServices,
  exports: ({ extraFields, employeeDocuments }) => ({ extraFields, employeeDocuments }),
  routes: extensionsRoutes,
  seed: seedExtensions,
  // The hourly cleanup of temporary uploads never bound to an entity.
  jobs: extensionsJobs,
});
