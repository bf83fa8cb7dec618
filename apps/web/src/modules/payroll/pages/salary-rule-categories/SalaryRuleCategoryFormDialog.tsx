import {
  createSalaryRuleCategoryInput,
  type SalaryRuleCategoryDto,
  updateSalaryRuleCategoryInput,
} from '@hr/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { salaryRuleCategoryApi } from '../../api/salary-rule-category.api.ts';

/** New category (500 px) and Edit category (700 px): name and code. */
export function SalaryRuleCategoryFormDialog(dialog: CrudDialogProps<SalaryRuleCategoryDto>) {
  const { t } = useTranslation('payroll');
  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditCategory') : t('NewCategory')}
      width={dialog.record ? 700 : 500}
      api={salaryRuleCategoryApi.forms}
      schemas={{ create: createSalaryRuleCategoryInput, update: updateSalaryRuleCategoryInput }}
    >
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" autoFocus />
      </Field>
      <Field name="code" label={t('Code')} extra={t('CodeHint')} style={{ marginBottom: 0 }}>
        <Input autoComplete="off" dir="ltr" className="formula-code" />
      </Field>
    </FormDialog>
  );
}
