import { FieldTimeOutlined, FileProtectOutlined, FileSyncOutlined } from '@ant-design/icons';
import { DocumentsPermissions } from '@hr/contracts';
import { MenuGroups } from '../../app/menu/menu-node.ts';
import { defineMenu, type MenuKeyOf } from '../../app/menu/module-menu.ts';

/** HR's expiring-soon page and renewals list; the employee's documents. */
export const documentsMenu = defineMenu([
  {
    parent: MenuGroups.SelfService,
    key: 'self-service.my-documents',
    label: 'documents::Menu.MyDocuments',
    order: 8,
    icon: FileProtectOutlined,
    requiresEmployee: true,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.expiring-soon',
    label: 'documents::Menu.ExpiringSoon',
    order: 14,
    icon: FieldTimeOutlined,
    policy: DocumentsPermissions.Documents.Default,
  },
  {
    parent: MenuGroups.HR,
    key: 'hr.document-renewals',
    label: 'documents::Menu.DocumentRenewals',
    order: 15,
    icon: FileSyncOutlined,
    policy: DocumentsPermissions.DocumentRenewals.Default,
  },
]);

export type DocumentsMenuKey = MenuKeyOf<typeof documentsMenu>;
