import { createJobTitleInput, type JobTitleDto, updateJobTitleInput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../../components/AmountInput.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { departmentApi } from '../../api/department.api.ts';
import { jobTitleApi } from '../../api/job-title.api.ts';
import { type Branch, buildForest, selfAndDescendants } from '../../tree.ts';
import { departmentTreeData } from '../departments/department-tree.ts';

interface JobTitleFormValues {
  name: string;
  departmentId: string;
  parentJobTitleId?: string | null;
  baseSalary: string;
}

interface JobTitleFormDialogProps {
  open: boolean;
  /** The job title to edit; absent to create one. */
  jobTitle?: JobTitleDto;
  /** The job title a new one reports to (New from a chart node). */
  parentId?: string;
  onClose: (saved: boolean) => void;
}

const rules = formRules(createJobTitleInput);
const jobTitleLink = (j: JobTitleDto) => ({ id: j.id, parentId: j.parentJobTitleId });

interface JobTitleNode {
  key: string;
  value: string;
  title: string;
  children: JobTitleNode[];
}

function toNodes(branches: Branch<JobTitleDto>[]): JobTitleNode[] {
  return branches.map((b) => ({
    key: b.item.id,
    value: b.item.id,
    title: `${b.item.name} · ${b.item.departmentName}`,
    children: toNodes(b.children),
  }));
}

/** New and Edit job title (500 px): name, department, the job title it reports to, base salary. */
export function JobTitleFormDialog({ open, jobTitle, parentId, onClose }: JobTitleFormDialogProps) {
  const { t } = useTranslation('organisation');
  const departments = useQuery({ ...departmentApi.picker(), enabled: open });
  const jobTitles = useQuery({ ...jobTitleApi.all(), enabled: open });

  const departmentOptions = useMemo(
    () => departmentTreeData(departments.data?.items ?? []),
    [departments.data],
  );
  // On edit, the job title itself and those under it cannot become the one it reports to.
  const parentOptions = useMemo(() => {
    const items = jobTitles.data?.items ?? [];
    const excluded = jobTitle ? selfAndDescendants(items, jobTitleLink, jobTitle.id) : new Set<string>();
    return toNodes(
      buildForest(
        items.filter((j) => !excluded.has(j.id)),
        jobTitleLink,
      ),
    );
  }, [jobTitles.data, jobTitle]);

  const submit = async (values: JobTitleFormValues) => {
    const common = {
      name: values.name,
      departmentId: values.departmentId,
      parentJobTitleId: values.parentJobTitleId ?? null,
      baseSalary: values.baseSalary,
    };
    if (jobTitle)
      await jobTitleApi.update(
        jobTitle.id,
        updateJobTitleInput.parse({ ...common, concurrencyStamp: jobTitle.concurrencyStamp }),
      );
    else await jobTitleApi.create(createJobTitleInput.parse(common));
  };

  return (
    <FormDialog<JobTitleFormValues>
      open={open}
      title={jobTitle ? t('EditJobTitle') : t('NewJobTitle')}
      width={500}
      mode={jobTitle ? 'update' : 'create'}
      invalidate={jobTitleApi.keys.lists()}
      onSubmit={submit}
      onClose={onClose}
      initialValues={
        jobTitle
          ? {
              name: jobTitle.name,
              departmentId: jobTitle.departmentId,
              parentJobTitleId: jobTitle.parentJobTitleId,
              baseSalary: jobTitle.baseSalary,
            }
          : { parentJobTitleId: parentId ?? null }
      }
    >
      <Form.Item name="name" label={t('Name')} rules={rules.name}>
        <Input maxLength={128} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item name="departmentId" label={t('Department')} rules={rules.departmentId}>
        <TreeSelect
          showSearch
          treeDefaultExpandAll
          treeNodeFilterProp="title"
          loading={departments.isLoading}
          treeData={departmentOptions}
          aria-label={t('Department')}
          listHeight={320}
        />
      </Form.Item>
      <Form.Item name="parentJobTitleId" label={t('ParentJobTitle')}>
        <TreeSelect
          allowClear
          showSearch
          treeDefaultExpandAll
          treeNodeFilterProp="title"
          loading={jobTitles.isLoading}
          treeData={parentOptions}
          placeholder={t('NoParentJobTitle')}
          aria-label={t('ParentJobTitle')}
          listHeight={320}
        />
      </Form.Item>
      <Form.Item
        name="baseSalary"
        label={t('BaseSalary')}
        rules={rules.baseSalary}
        style={{ marginBottom: 0 }}
      >
        <AmountInput aria-label={t('BaseSalary')} />
      </Form.Item>
    </FormDialog>
  );
}
