import {
  createSalaryRuleInput,
  PayrollPermissions,
  type SalaryRuleDto,
  updateSalaryRuleInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../../app/api-error.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { applyServerErrors } from '../../../../components/apply-server-errors.ts';
import { FormPage } from '../../../../components/FormPage.tsx';
import { emptyToAbsent } from '../../../../components/zod-rules.ts';
import { salaryRuleApi } from '../../api/salary-rule.api.ts';
import { FormulaTryPanel } from '../../components/FormulaTryPanel.tsx';
import { payrollPaths } from '../../payroll.routes.ts';
import { type RuleFormValues, SalaryRuleFields } from './SalaryRuleFields.tsx';

/** The form's values of a rule: the read shape flattened, as the spec describes. */
export function ruleFormValues(rule: SalaryRuleDto): RuleFormValues {
  return {
    name: rule.name,
    code: rule.code,
    categoryId: rule.categoryId,
    conditionBasedOn: rule.ruleCondition.basedOn,
    conditionCode: rule.ruleCondition.code,
    valueBasedOn: rule.ruleValue.basedOn,
    valueFixedAmount: rule.ruleValue.fixedAmount,
    valueCode: rule.ruleValue.code,
    isActive: rule.isActive,
    appearForEmployee: rule.appearForEmployee,
  };
}

/** payroll-management/salary-rules/create and update/:id: one rule form; back to the list when done. */
export function SalaryRuleFormPage() {
  const { t } = useTranslation('payroll');
  const { id } = useParams();
  const navigate = useNavigate();
  const canUpdate = usePermission(PayrollPermissions.SalaryRules.Update);
  const canTry = usePermission(PayrollPermissions.SalaryRules.Default);
  const rule = useQuery({
    queryKey: salaryRuleApi.keys.detail(id ?? ''),
    queryFn: () => salaryRuleApi.get(id ?? ''),
    enabled: id !== undefined,
    staleTime: 0,
  });
  if (id !== undefined && rule.isError)
    return <Result status="warning" title={t('common::LoadFailed')} subTitle={rule.error.message} />;
  return (
    <FormPage<
      typeof createSalaryRuleInput,
      typeof updateSalaryRuleInput,
      SalaryRuleDto,
      string,
      RuleFormValues
    >
      title={id ? t('UpdateSalaryRule') : t('CreateSalaryRule')}
      loading={id !== undefined && rule.isPending}
      readOnly={id !== undefined && !canUpdate}
      record={rule.data}
      api={salaryRuleApi.forms}
      schemas={{ create: createSalaryRuleInput, update: updateSalaryRuleInput }}
      toForm={ruleFormValues}
      onDone={() => void navigate(payrollPaths.rules)}
    >
      {(form) => (
        <SalaryRuleFields
          form={form}
          layout="page"
          below={
            canTry && (
              <FormulaTryPanel
                run={async (inputs) => {
                  const values = await form.validateFields();
                  const body = { rule: emptyToAbsent(createSalaryRuleInput, values), inputs };
                  try {
                    return await salaryRuleApi.tryRule(body);
                  } catch (error) {
                    // A formula the engine refuses lands on its field, as a save's would.
                    if (isApiError(error)) applyServerErrors(form, error, { under: 'rule' });
                    throw error;
                  }
                }}
              />
            )
          }
        />
      )}
    </FormPage>
  );
}
