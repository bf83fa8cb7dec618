import { useNavigate } from 'react-router';
import { type CrudActionsOptions, useCrudActions } from './useCrudActions.tsx';

/**
 * useCrudActions of a list whose records are created and edited on pages of their own (not in a dialog):
 * New goes to the create page, Edit to the record's update page. `policies` is the entity's permission
 * group (`PayrollPermissions.SalaryRules`).
 */
export function usePageCrudActions<T extends { id: string }>({
  api,
  policies,
  newLabel,
  pages,
}: Pick<CrudActionsOptions<T>, 'api' | 'newLabel'> & {
  policies: { Create: string; Update: string; Delete?: string };
  pages: { create: string; update: (id: string) => string };
}) {
  const navigate = useNavigate();
  return useCrudActions<T>({
    api,
    policies: { create: policies.Create, update: policies.Update, delete: policies.Delete },
    newLabel,
    onCreate: () => void navigate(pages.create),
    onEdit: (record) => void navigate(pages.update(record.id)),
  });
}
