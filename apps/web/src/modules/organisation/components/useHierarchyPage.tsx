import { PlusOutlined } from '@ant-design/icons';
import { OrganisationPermissions } from '@hr/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceTableProps, RowAction } from '../../../components/ResourceTable.tsx';
import { type CrudDialogProps, type CrudPageOptions, useCrudPage } from '../../../components/useCrudPage.tsx';

/** The New and Edit dialog of a department or job title: a New from a tree node starts under it. */
export type HierarchyDialogProps<T> = CrudDialogProps<T> & { parentId?: string };

/**
 * A departments or job titles page's state (`useCrudPage` under the module's policy), its table (`table`:
 * spread into ResourceViews, sortable on its contract's sort fields) and its tree's "New sub-department" /
 * "New reporting job title" (`addChild`: a create under the node, for those who may create).
 */
export function useHierarchyPage<T extends { id: string }>({
  api,
  newLabel,
  newChildLabel,
}: Pick<CrudPageOptions<T>, 'newLabel'> & {
  api: CrudPageOptions<T>['api'] & { list: ResourceTableProps<T>['fetch']; sortFields?: readonly string[] };
  newChildLabel: ReactNode;
}) {
  const { t } = useTranslation('organisation');
  const crud = useCrudPage<T, { parentId?: string }>({
    api,
    policies: OrganisationPermissions.DepartmentsAndJobTitles,
    newLabel,
  });
  const addChild: RowAction<{ id: string }> = {
    key: 'add-child',
    label: newChildLabel,
    icon: <PlusOutlined />,
    visible: crud.can.create,
    onClick: (parent) => crud.openCreate({ parentId: parent.id }),
  };
  const table = {
    queryKey: api.keys.lists(),
    fetch: api.list,
    // Sortable where the contract sorts.
    sortFields: api.sortFields,
    search: { param: 'filter', placeholder: t('SearchByName') },
    toolbar: crud.toolbar,
    rowActions: crud.rowActions,
    // The spec's table is unpaged (up to 1000).
    unpaged: true,
  };
  return { ...crud, addChild, table };
}
