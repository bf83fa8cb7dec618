import { attachmentTypeEndpoints, extraFieldDefinitionEndpoints } from '@hr/contracts';
import { defineModule, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { firstListPage } from '../../components/list-prefetch.ts';
import { resourceList } from '../../components/resource-list.ts';
import { attachmentTypesApi } from './api/attachment-type.api.ts';
import { extraFieldsApi } from './api/extra-field.api.ts';
import type { ExtensionsMenuKey } from './menu.ts';

/**
 * Attachment types and extra field definitions (the Settings menu, document 3 §2.6); the attachments grid
 * and extra fields form that other modules' pages embed come from `public.ts`.
 */
export const extensionsModule = defineModule<ExtensionsMenuKey>({
  name: 'extensions',
  profileTabs: [
    {
      key: 'documents',
      order: ProfileTabOrder.Documents,
      label: 'extensions::Profile.Documents',
      menu: ['hr.employees'],
      Component: lazyTab(() =>
        import('./components/EmployeeDocumentsTab.tsx').then((m) => m.EmployeeDocumentsTab),
      ),
    },
  ],
  routes: [
    {
      path: 'settings/attachment-types',
      menu: 'settings.attachment-types',
      load: () =>
        import('./pages/attachment-types/AttachmentTypesPage.tsx').then((m) => m.AttachmentTypesPage),
      prefetch: () => [firstListPage(resourceList(attachmentTypesApi), attachmentTypeEndpoints.list)],
    },
    {
      path: 'settings/extra-fields',
      menu: 'settings.extra-fields',
      load: () => import('./pages/extra-fields/ExtraFieldsPage.tsx').then((m) => m.ExtraFieldsPage),
      prefetch: () => [firstListPage(resourceList(extraFieldsApi), extraFieldDefinitionEndpoints.list)],
    },
  ],
});
