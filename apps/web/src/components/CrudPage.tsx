import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormDialog, type RecordFormDialogProps } from './FormDialog.tsx';
import { listOf, type ResourceColumn, ResourceTable, type ResourceTableProps } from './ResourceTable.tsx';
import type { StampedRecord } from './record-form.ts';
import { type CrudPageOptions, useCrudPage } from './useCrudPage.tsx';

type Dialog<T extends StampedRecord, C extends z.ZodType, U extends z.ZodType, R, V> = Omit<
  RecordFormDialogProps<T, C, U, R, V>,
  'open' | 'record' | 'onClose' | 'title' | 'children' | 'width'
> & {
  /** The dialog's title: New ... without a record, Edit ... with one. */
  title: (record: T | undefined) => ReactNode;
  width?: (record: T | undefined) => RecordFormDialogProps<T, C, U, R, V>['width'];
  /** The form's `Field`s. */
  fields: ReactNode | ((record: T | undefined) => ReactNode);
};

export interface CrudPageProps<
  T extends StampedRecord & { id: string },
  C extends z.ZodType,
  U extends z.ZodType,
  R,
  V,
> extends Omit<CrudPageOptions<T>, 'api'> {
  /** The resource (`endpointResource`): its list, its keys, its sort fields and its delete. */
  api: CrudPageOptions<T>['api'] & {
    list: ResourceTableProps<T>['fetch'];
    sortFields?: readonly string[] | undefined;
  };
  title: ReactNode;
  columns: ResourceColumn<T>[];
  /** The table's other settings (search, filters, phone columns, export). */
  table?: Omit<
    ResourceTableProps<T>,
    'queryKey' | 'fetch' | 'columns' | 'title' | 'toolbar' | 'rowActions' | 'sortFields'
  >;
  /**
   * The list's toolbar around the New button (`add`, false without Create): filters beside it, or none on a
   * list where nothing may be added now. By default the button alone.
   */
  toolbar?: (add: ReactNode) => ReactNode;
  /** The create and edit dialog, from the contract's schemas and the fields. */
  dialog: Dialog<T, C, U, R, V>;
  /** What else the page shows under the list (a dialog of one of its own actions). */
  children?: ReactNode;
}

/**
 * A plain entity's page from its columns and fields: the list (sortable where the contract sorts, the row
 * actions the user holds, New) and the create/edit dialog (rules, defaults and errors from the contract's
 * schemas). A page with more passes its own actions, table settings and children.
 */
export function CrudPage<
  T extends StampedRecord & { id: string },
  C extends z.ZodType,
  U extends z.ZodType,
  R,
  V = z.input<C>,
>({
  api,
  title,
  columns,
  table,
  toolbar,
  dialog: { title: dialogTitle, width, fields, ...form },
  children,
  ...options
}: CrudPageProps<T, C, U, R, V>) {
  const crud = useCrudPage<T>({ api, ...options });
  const record = crud.dialog.record;
  return (
    <>
      <ResourceTable<T>
        {...table}
        title={title}
        {...listOf(api)}
        columns={columns}
        toolbar={toolbar ? toolbar(crud.toolbar) : crud.toolbar}
        rowActions={crud.rowActions}
      />
      <FormDialog<C, U, T, R, V>
        {...(form as Omit<RecordFormDialogProps<T, C, U, R, V>, 'open' | 'title' | 'children' | 'onClose'>)}
        {...crud.dialog}
        title={dialogTitle(record)}
        width={width?.(record)}
      >
        {typeof fields === 'function' ? fields(record) : fields}
      </FormDialog>
      {children}
    </>
  );
}
