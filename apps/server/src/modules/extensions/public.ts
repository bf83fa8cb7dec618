// What other modules may use of extensions: the extra fields of their entities (checked, saved and read
// inside their own writes; listed by the employee import and the seeds), and the demo extra fields.
import type { EmployeeDocuments } from './employee-documents.ts';
import type { ExtraFieldService } from './extra-field.service.ts';

export type { ExpiringDocument, RenewalFile } from './employee-documents.ts';

export { bloodTypes, DemoExtraFields } from './extensions.seed.ts';

export interface ExtensionsApi {
  extraFields: Pick<ExtraFieldService, 'validate' | 'saveValues' | 'valuesOf' | 'byEntityType' | 'create'>;
  /** Employees' documents that expire: the reminders, the expiring-soon page, My documents and renewals. */
  employeeDocuments: EmployeeDocuments;
}

/** What an entity's own writes need of its extra fields: checked, saved and read inside them. */
export type EntityExtraFields = Pick<ExtensionsApi['extraFields'], 'validate' | 'saveValues' | 'valuesOf'>;

declare module '../../platform/module.ts' {
  interface ModuleApis {
    extensions: ExtensionsApi;
  }
}
