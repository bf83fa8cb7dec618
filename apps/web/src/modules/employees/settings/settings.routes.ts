import { MenuKeys } from '../../../app/menu/menu-keys.ts';
import type { ModuleRoute } from '../../../app/module.ts';

/** Settings that shape the employee form: attachment types and extra field definitions (document 3 §2.6). */
export const employeeSettingsRoutes: readonly ModuleRoute[] = [
  {
    path: 'settings/attachment-types',
    menu: MenuKeys.AttachmentTypes,
    load: () => import('./attachment-types/AttachmentTypesPage.tsx').then((m) => m.AttachmentTypesPage),
  },
  {
    path: 'settings/extra-fields',
    menu: MenuKeys.ExtraFields,
    load: () => import('./extra-fields/ExtraFieldsPage.tsx').then((m) => m.ExtraFieldsPage),
  },
];
