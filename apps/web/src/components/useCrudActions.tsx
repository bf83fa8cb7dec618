import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../app/config/usePermission.ts';
import { confirmDelete } from './confirm-delete.ts';
import type { RowAction } from './ResourceTable.tsx';

export interface CrudActionsOptions<T> {
  /** Without `remove` there is no Delete (records deprecated or closed instead). */
  api: { keys: { lists: () => QueryKey }; remove?: (id: string) => Promise<unknown> };
  /** The policies of the actions; an action the user does not hold is not shown. */
  policies: { create: string; update: string; delete?: string };
  newLabel: ReactNode;
  onCreate: () => void;
  onEdit: (record: T) => void;
}

/**
 * The toolbar and row actions of a list screen with create and edit dialogs and delete: spread the
 * result into ResourceTable (`<ResourceTable {...crud} />`) and add the screen's own actions to it.
 */
export function useCrudActions<T extends { id: string }>({
  api,
  policies,
  newLabel,
  onCreate,
  onEdit,
}: CrudActionsOptions<T>): { toolbar: ReactNode; rowActions: RowAction<T>[] } {
  const { t } = useTranslation();
  const canCreate = usePermission(policies.create);
  const canUpdate = usePermission(policies.update);
  const remove = api.remove;
  const canDelete = usePermission(policies.delete) && policies.delete !== undefined && remove !== undefined;
  return {
    toolbar: canCreate && (
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        {newLabel}
      </Button>
    ),
    rowActions: [
      { key: 'edit', label: t('common::Edit'), icon: <EditOutlined />, visible: canUpdate, onClick: onEdit },
      {
        key: 'delete',
        label: t('common::Delete'),
        icon: <DeleteOutlined />,
        danger: true,
        visible: canDelete,
        onClick: (record) =>
          remove && confirmDelete({ onOk: () => remove(record.id), invalidate: api.keys.lists() }),
      },
    ],
  };
}
