import { defineModule, menuPage } from '../../app/module.ts';
import type { ExtensionsMenuKey } from './menu.ts';

/**
 * Attachment types and extra field definitions (the Settings menu, document 3 §2.6); the attachments grid
 * and extra fields form that other modules' pages embed come from `public.ts`.
 */
export const extensionsModule = defineModule<ExtensionsMenuKey>({
  name: 'extensions',
  routes: [
    menuPage('settings/attachment-types', 'settings.attachment-types', () =>
      import('./pages/attachment-types/AttachmentTypesPage.tsx').then((m) => m.AttachmentTypesPage),
    ),
    menuPage('settings/extra-fields', 'settings.extra-fields', () =>
      import('./pages/extra-fields/ExtraFieldsPage.tsx').then((m) => m.ExtraFieldsPage),
    ),
  ],
});
