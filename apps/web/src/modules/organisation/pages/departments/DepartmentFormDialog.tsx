import { createDepartmentInput, type DepartmentDto, updateDepartmentInput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { departmentTreeData } from './department-tree.ts';

/** New and Edit department (500 px): the name and the parent, picked from the department tree. */
export function DepartmentFormDialog({
  parentId,
  ...dialog
}: CrudDialogProps<DepartmentDto> & {
  /** New from a tree node: the parent it starts under. */ parentId?: string;
}) {
  const { t } = useTranslation('organisation');
  const departments = useQuery({ ...departmentApi.picker(), enabled: dialog.open });
  // On edit, the department itself and everything under it cannot become its parent.
  const parentOptions = useMemo(
    () => departmentTreeData(departments.data?.items ?? [], dialog.record?.id),
    [departments.data, dialog.record?.id],
  );

  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditDepartment') : t('NewDepartment')}
      api={departmentApi}
      schemas={{ create: createDepartmentInput, update: updateDepartmentInput }}
      defaults={{ parentDepartmentId: parentId ?? null }}
      // Job titles show their department's name: refresh the whole module.
      invalidate={['organisation']}
    >
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" autoFocus />
      </Field>
      <Field name="parentDepartmentId" label={t('ParentDepartment')} style={{ marginBottom: 0 }}>
        <TreeSelect
          allowClear
          showSearch
          treeDefaultExpandAll
          treeNodeFilterProp="title"
          loading={departments.isLoading}
          treeData={parentOptions}
          placeholder={t('NoParentDepartment')}
          aria-label={t('ParentDepartment')}
          listHeight={320}
        />
      </Field>
    </FormDialog>
  );
}
