import { FormOutlined, PaperClipOutlined } from '@ant-design/icons';
import { attachmentTypeEndpoints, extraFieldDefinitionEndpoints } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf, policyOf } from '../../app/menu/module-menu.ts';

/** Attachment types and extra fields, in Settings (document 3 §2.6). */
export const extensionsMenu = defineMenu([
  {
    parent: MenuGroups.Settings,
    key: 'settings.attachment-types',
    label: 'extensions::Menu.AttachmentTypes',
    order: 1,
    icon: PaperClipOutlined,
    policy: policyOf(attachmentTypeEndpoints.list),
  },
  {
    parent: MenuGroups.Settings,
    key: 'settings.extra-fields',
    label: 'extensions::Menu.ExtraFields',
    order: 2,
    icon: FormOutlined,
    policy: policyOf(extraFieldDefinitionEndpoints.list),
  },
]);

export type ExtensionsMenuKey = MenuKeyOf<typeof extensionsMenu>;
