import { createJobTitleInput, type JobTitleDto, updateJobTitleInput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../../components/AmountInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { departmentApi } from '../../api/department.api.ts';
import { jobTitleApi } from '../../api/job-title.api.ts';
import { pickerTree } from '../../tree.ts';
import { departmentTreeData } from '../departments/department-tree.ts';

const jobTitleLink = (j: JobTitleDto) => ({ id: j.id, parentId: j.parentJobTitleId });
const treeProps = {
  showSearch: true,
  treeDefaultExpandAll: true,
  treeNodeFilterProp: 'title',
  listHeight: 320,
};

/** New and Edit job title (500 px): name, department, the job title it reports to, base salary. */
export function JobTitleFormDialog({
  parentId,
  ...dialog
}: CrudDialogProps<JobTitleDto> & {
  /** New from a chart node: the job title it reports to. */ parentId?: string;
}) {
  const { t } = useTranslation('organisation');
  const departments = useQuery({ ...departmentApi.picker(), enabled: dialog.open });
  const jobTitles = useQuery({ ...jobTitleApi.all(), enabled: dialog.open });
  const departmentOptions = useMemo(
    () => departmentTreeData(departments.data?.items ?? []),
    [departments.data],
  );
  // On edit, the job title itself and those under it cannot become the one it reports to.
  const parentOptions = useMemo(
    () =>
      pickerTree(
        jobTitles.data?.items ?? [],
        jobTitleLink,
        (j) => `${j.name} · ${j.departmentName}`,
        dialog.record?.id,
      ),
    [jobTitles.data, dialog.record?.id],
  );

  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditJobTitle') : t('NewJobTitle')}
      api={jobTitleApi}
      schemas={{ create: createJobTitleInput, update: updateJobTitleInput }}
      defaults={{ parentJobTitleId: parentId ?? null }}
    >
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" autoFocus />
      </Field>
      <Field name="departmentId" label={t('Department')}>
        <TreeSelect
          {...treeProps}
          loading={departments.isLoading}
          treeData={departmentOptions}
          aria-label={t('Department')}
        />
      </Field>
      <Field name="parentJobTitleId" label={t('ParentJobTitle')}>
        <TreeSelect
          {...treeProps}
          allowClear
          loading={jobTitles.isLoading}
          treeData={parentOptions}
          placeholder={t('NoParentJobTitle')}
          aria-label={t('ParentJobTitle')}
        />
      </Field>
      <Field name="baseSalary" label={t('BaseSalary')} style={{ marginBottom: 0 }}>
        <AmountInput aria-label={t('BaseSalary')} />
      </Field>
    </FormDialog>
  );
}
