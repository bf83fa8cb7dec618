import {
  createSalaryRuleCategoryInput,
  PayrollPermissions,
  type SalaryRuleCategoryDto,
  updateSalaryRuleCategoryInput,
} from '@hr/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { Field } from '../../../../components/Field.tsx';
import { NamesField } from '../../../../components/NamesField.tsx';
import { salaryRuleCategoryApi } from '../../api/salary-rule-category.api.ts';

/** payroll-management/salary-rules-categories: name and code; New (500 px) and Edit (700 px) dialogs. */
export function SalaryRuleCategoriesPage() {
  const { t } = useTranslation('payroll');
  return (
    <CrudPage<
      SalaryRuleCategoryDto,
      typeof createSalaryRuleCategoryInput,
      typeof updateSalaryRuleCategoryInput,
      string
    >
      api={salaryRuleCategoryApi}
      policies={PayrollPermissions.SalaryRuleCategories}
      title={t('SalaryRuleCategories')}
      newLabel={t('NewCategory')}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('Name') },
        { key: 'code', dataIndex: 'code', title: t('Code'), render: (c: string) => <code>{c}</code> },
      ]}
      table={{ search: { param: 'filter', placeholder: t('SearchByNameOrCode') } }}
      dialog={{
        title: (record) => (record ? t('EditCategory') : t('NewCategory')),
        width: (record) => (record ? 700 : 500),
        api: salaryRuleCategoryApi.forms,
        schemas: { create: createSalaryRuleCategoryInput, update: updateSalaryRuleCategoryInput },
        fields: (
          <>
            <NamesField label={t('Name')} />
            <Field name="code" label={t('Code')} extra={t('CodeHint')} style={{ marginBottom: 0 }}>
              <Input autoComplete="off" dir="ltr" className="formula-code" />
            </Field>
          </>
        ),
      }}
    />
  );
}
