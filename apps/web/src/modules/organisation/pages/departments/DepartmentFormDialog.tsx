import { createDepartmentInput, type DepartmentDto, updateDepartmentInput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { departmentApi } from '../../api/department.api.ts';
import { departmentTreeData } from './department-tree.ts';

interface DepartmentFormValues {
  name: string;
  parentDepartmentId?: string | null;
}

interface DepartmentFormDialogProps {
  open: boolean;
  /** The department to edit; absent to create one. */
  department?: DepartmentDto;
  /** The parent a new department starts under (New from a tree node). */
  parentId?: string;
  onClose: (saved: boolean) => void;
}

const rules = formRules(createDepartmentInput);

/** New and Edit department (500 px): the name and the parent, picked from the department tree. */
export function DepartmentFormDialog({ open, department, parentId, onClose }: DepartmentFormDialogProps) {
  const { t } = useTranslation('organisation');
  const departments = useQuery({ ...departmentApi.picker(), enabled: open });

  // On edit, the department itself and everything under it cannot become its parent.
  const parentOptions = useMemo(
    () => departmentTreeData(departments.data?.items ?? [], department?.id),
    [departments.data, department?.id],
  );

  const submit = async (values: DepartmentFormValues) => {
    const common = { name: values.name, parentDepartmentId: values.parentDepartmentId ?? null };
    if (department)
      await departmentApi.update(
        department.id,
        updateDepartmentInput.parse({ ...common, concurrencyStamp: department.concurrencyStamp }),
      );
    else await departmentApi.create(createDepartmentInput.parse(common));
  };

  return (
    <FormDialog<DepartmentFormValues>
      open={open}
      title={department ? t('EditDepartment') : t('NewDepartment')}
      width={500}
      mode={department ? 'update' : 'create'}
      // Job titles show their department's name: refresh the whole module.
      invalidate={['organisation']}
      onSubmit={submit}
      onClose={onClose}
      initialValues={
        department
          ? { name: department.name, parentDepartmentId: department.parentDepartmentId }
          : { parentDepartmentId: parentId ?? null }
      }
    >
      <Form.Item name="name" label={t('Name')} rules={rules.name}>
        <Input maxLength={128} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="parentDepartmentId" label={t('ParentDepartment')} style={{ marginBottom: 0 }}>
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
      </Form.Item>
    </FormDialog>
  );
}
