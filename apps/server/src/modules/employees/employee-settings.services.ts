import type { Database } from '../../platform/db/database.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import { createAttachmentService, type TenantIds } from './attachment.service.ts';
import { createAttachmentTypeService } from './attachment-type.service.ts';
import { createExtraFieldService } from './extra-field.service.ts';

export type { ExtraFieldValueDto, ExtraFieldValueInput } from '@hr/contracts';

/**
 * Attachment types, attachments and extra field definitions: the settings that shape the employee form
 * (and later the contract form). Other modules use `extraFields.validate / saveValues / valuesOf` and
 * `attachments.bindTemp` around their own saves.
 */
export function createEmployeeSettingsServices(db: Database, deps: { tenants: Pick<TenantService, 'list'> }) {
  // The cleanup of temporary uploads visits every tenant, each in its own transaction.
  const tenantIds: TenantIds = async () => {
    const ids: string[] = [];
    for (let skipCount = 0; ; skipCount += 1000) {
      const page = await deps.tenants.list({ skipCount, maxResultCount: 1000 });
      ids.push(...page.items.map((t) => t.id));
      if (page.items.length < 1000) return ids;
    }
  };
  return {
    attachmentTypes: createAttachmentTypeService(db),
    attachments: createAttachmentService(db, { tenantIds }),
    extraFields: createExtraFieldService(db),
  };
}
export type EmployeeSettingsServices = ReturnType<typeof createEmployeeSettingsServices>;
