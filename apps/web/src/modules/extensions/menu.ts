import { FormOutlined, PaperClipOutlined } from '@ant-design/icons';
import { ExtensionsPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** Attachment types and extra fields, in Settings (document 3 §2.6). */
export const extensionsMenu = defineMenu([
  {
    parent: MenuGroups.Settings,
    key: 'settings.attachment-types',
    label: 'extensions::Menu.AttachmentTypes',
    order: 1,
    icon: PaperClipOutlined,
    policy: ExtensionsPermissions.AttachmentTypes.Default,
  },
  {
    parent: MenuGroups.Settings,
    key: 'settings.extra-fields',
    label: 'extensions::Menu.ExtraFields',
    order: 2,
    icon: FormOutlined,
    policy: ExtensionsPermissions.ExtraFieldDefinitions.Default,
  },
]);

export type ExtensionsMenuKey = MenuKeyOf<typeof extensionsMenu>;
