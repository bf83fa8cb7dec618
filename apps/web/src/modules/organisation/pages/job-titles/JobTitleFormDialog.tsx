import { createJobTitleInput, type JobTitleDto, updateJobTitleInput } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../../components/AmountInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { NamesField } from '../../../../components/NamesField.tsx';
import { jobTitleApi } from '../../api/job-title.api.ts';
import { HierarchySelect } from '../../components/HierarchySelect.tsx';
import type { HierarchyDialogProps } from '../../components/useHierarchyPage.tsx';
import { DepartmentSelect } from '../departments/DepartmentSelect.tsx';

const jobTitleLink = (j: JobTitleDto) => ({ id: j.id, parentId: j.parentJobTitleId });
const jobTitleTitle = (j: JobTitleDto) => `${j.name} · ${j.departmentName}`;

/** New and Edit job title (500 px): name, department, the job title it reports to, base salary. */
export function JobTitleFormDialog({ parentId, ...dialog }: HierarchyDialogProps<JobTitleDto>) {
  const { t } = useTranslation('organisation');

  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditJobTitle') : t('NewJobTitle')}
      api={jobTitleApi}
      schemas={{ create: createJobTitleInput, update: updateJobTitleInput }}
      defaults={{ parentJobTitleId: parentId ?? null }}
    >
      <NamesField label={t('Name')} />
      <Field name="departmentId" label={t('Department')}>
        <DepartmentSelect aria-label={t('Department')} />
      </Field>
      <Field name="parentJobTitleId" label={t('ParentJobTitle')}>
        <HierarchySelect
          query={jobTitleApi.all()}
          link={jobTitleLink}
          titleOf={jobTitleTitle}
          // On edit, the job title itself and those under it cannot become the one it reports to.
          exceptId={dialog.record?.id}
          allowClear
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
