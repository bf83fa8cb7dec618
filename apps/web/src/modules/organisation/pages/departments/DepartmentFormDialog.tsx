import { createDepartmentInput, type DepartmentDto, updateDepartmentInput } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { NamesField } from '../../../../components/NamesField.tsx';
import { departmentApi } from '../../api/department.api.ts';
import type { HierarchyDialogProps } from '../../components/useHierarchyPage.tsx';
import { DepartmentSelect } from './DepartmentSelect.tsx';

/** New and Edit department (500 px): the name and the parent, picked from the department tree. */
export function DepartmentFormDialog({ parentId, ...dialog }: HierarchyDialogProps<DepartmentDto>) {
  const { t } = useTranslation('organisation');

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
      <NamesField label={t('Name')} />
      <Field name="parentDepartmentId" label={t('ParentDepartment')} style={{ marginBottom: 0 }}>
        <DepartmentSelect
          // On edit, the department itself and everything under it cannot become its parent.
          exceptId={dialog.record?.id}
          allowClear
          placeholder={t('NoParentDepartment')}
          aria-label={t('ParentDepartment')}
        />
      </Field>
    </FormDialog>
  );
}
