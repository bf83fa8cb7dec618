import { MenuKeys } from '../../app/menu/menu-keys.ts';
import { defineModule } from '../../app/module.ts';

/**
 * Attachment types and extra field definitions (the Settings menu, document 3 §2.6); the attachments grid
 * and extra fields form that other modules' pages embed come from `public.ts`.
 */
export const extensionsModule = defineModule({
  name: 'extensions',
  routes: [
    {
      path: 'settings/attachment-types',
      menu: MenuKeys.AttachmentTypes,
      load: () =>
        import('./pages/attachment-types/AttachmentTypesPage.tsx').then((m) => m.AttachmentTypesPage),
    },
    {
      path: 'settings/extra-fields',
      menu: MenuKeys.ExtraFields,
      load: () => import('./pages/extra-fields/ExtraFieldsPage.tsx').then((m) => m.ExtraFieldsPage),
    },
  ],
});
