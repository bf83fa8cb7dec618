import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { usePermission } from '../app/config/usePermission.ts';
import type { RowAction } from './RowActionsMenu.tsx';
import { useCrudActions } from './useCrudActions.tsx';

/** What a list page hands its create/edit dialog: spread `crud.dialog` into it. */
export interface CrudDialogProps<T> {
  open: boolean;
  /** The record to edit; absent to create one. */
  record?: T | undefined;
  onClose: (saved: boolean) => void;
}

export interface CrudPageOptions<T> {
  /** Without `remove` (and a Delete policy) the rows have no Delete: records deprecated or closed instead. */
  api: { keys: { lists: () => QueryKey }; remove?: (id: string) => Promise<unknown> };
  /** The entity's permission group (`IdentityPermissions.Roles`): an action the user lacks is not shown. */
  policies: { Create: string; Update: string; Delete?: string };
  /** The New button's text. */
  newLabel: ReactNode;
  /** The screen's own row actions, between Edit and Delete. */
  actions?: RowAction<T>[];
  /** Rows that cannot be edited or deleted whatever the user holds (the static role, oneself). */
  canEdit?: (record: T) => boolean;
  canDelete?: (record: T) => boolean;
}

/**
 * A CRUD list page's state: the New button and the row actions the user may use (Edit, the screen's own,
 * Delete with confirmation), and the dialog they open. The dialog keeps its record while it animates
 * closed, so its title does not flip. `extra` carries what a create starts from (a parent in a tree).
 */
export function useCrudPage<T extends { id: string }, TExtra extends object = object>(
  options: CrudPageOptions<T>,
) {
  const [state, setState] = useState<{ open: boolean; record?: T; extra?: TExtra }>({ open: false });
  const openCreate = (extra?: TExtra) => setState({ open: true, extra });
  const openEdit = (record: T) => setState({ open: true, record });
  const { policies, canEdit, canDelete } = options;
  const canCreate = usePermission(policies.Create);
  const crud = useCrudActions<T>({
    api: options.api,
    policies: { create: policies.Create, update: policies.Update, delete: policies.Delete },
    newLabel: options.newLabel,
    onCreate: () => openCreate(),
    onEdit: openEdit,
  });
  const limit = (action: RowAction<T>, allowed: ((record: T) => boolean) | undefined): RowAction<T> =>
    allowed && action.visible !== false ? { ...action, visible: allowed } : action;
  const [edit, remove] = crud.rowActions as [RowAction<T>, RowAction<T>];

  return {
    /** Whether the user may create, update and delete: for the screen's other buttons. */
    can: {
      create: canCreate,
      update: edit.visible !== false,
      delete: remove.visible !== false,
    },
    toolbar: crud.toolbar,
    rowActions: [limit(edit, canEdit), ...(options.actions ?? []), limit(remove, canDelete)],
    dialog: {
      open: state.open,
      record: state.record,
      ...state.extra,
      onClose: () => setState((current) => ({ ...current, open: false })),
    } as unknown as CrudDialogProps<T> & Partial<TExtra>,
    openCreate,
    openEdit,
  };
}
