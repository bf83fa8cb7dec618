import { EyeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../app/config/usePermission.ts';
import type { RowAction } from './ResourceTable.tsx';
import { type CrudActionsOptions, useCrudActions } from './useCrudActions.tsx';

/**
 * useCrudActions of a list whose records are created and edited on pages of their own (not in a dialog):
 * New goes to the create page, Edit to the record's update page. `policies` is the entity's permission
 * group (`PayrollPermissions.SalaryRules`). `view`: a View row action for who may not update, opening the
 * same page read-only (labelled `viewLabel`), for a list that offers it before the others.
 */
export function usePageCrudActions<T extends { id: string }>({
  api,
  policies,
  newLabel,
  pages,
  viewLabel,
}: Pick<CrudActionsOptions<T>, 'api' | 'newLabel'> & {
  policies: { Create: string; Update: string; Delete?: string };
  pages: { create: string; update: (id: string) => string };
  viewLabel?: ReactNode;
}) {
  const navigate = useNavigate();
  const canUpdate = usePermission(policies.Update);
  const open = (record: T) => void navigate(pages.update(record.id));
  const crud = useCrudActions<T>({
    api,
    policies: { create: policies.Create, update: policies.Update, delete: policies.Delete },
    newLabel,
    onCreate: () => void navigate(pages.create),
    onEdit: open,
  });
  const view: RowAction<T> = {
    key: 'view',
    label: viewLabel,
    icon: <EyeOutlined />,
    visible: !canUpdate,
    onClick: open,
  };
  return { ...crud, view };
}
