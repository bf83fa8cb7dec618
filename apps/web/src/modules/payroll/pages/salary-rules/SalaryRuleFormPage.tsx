import {
  ConditionBasedOns,
  createSalaryRuleInput,
  PayrollPermissions,
  type SalaryRuleDto,
  updateSalaryRuleInput,
  ValueBasedOns,
} from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../app/api-error.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { applyServerErrors } from '../../../../components/apply-server-errors.ts';
import { FormPage } from '../../../../components/FormPage.tsx';
import { useFormPageRecord } from '../../../../components/useFormPageRecord.tsx';
import { emptyToAbsent } from '../../../../components/zod-rules.ts';
import { EntityHistory } from '../../../audit/public.ts';
import { salaryRuleApi } from '../../api/salary-rule.api.ts';
import { FormulaTryPanel } from '../../components/FormulaTryPanel.tsx';
import { payrollPaths } from '../../payroll.routes.ts';
import { type RuleFormValues, SalaryRuleFields } from './SalaryRuleFields.tsx';

/** The form's values of a rule: the read shape flattened, as the spec describes. */
export function ruleFormValues(rule: SalaryRuleDto): RuleFormValues {
  return {
    nameEn: rule.nameEn,
    nameAr: rule.nameAr,
    code: rule.code,
    categoryId: rule.categoryId,
    conditionBasedOn: rule.ruleCondition.basedOn,
    conditionCode: rule.ruleCondition.code,
    valueBasedOn: rule.ruleValue.basedOn,
    valueFixedAmount: rule.ruleValue.fixedAmount,
    valueCode: rule.ruleValue.code,
    isActive: rule.isActive,
    appearForEmployee: rule.appearForEmployee,
    debitAccountId: rule.debitAccount?.id ?? null,
    creditAccountId: rule.creditAccount?.id ?? null,
  };
}

/** payroll-management/salary-rules/create and update/:id: one rule form; back to the list when done. */
export function SalaryRuleFormPage() {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const canTry = usePermission(PayrollPermissions.SalaryRules.Default);
  const page = useFormPageRecord(salaryRuleApi, PayrollPermissions.SalaryRules.Update);
  if (page.loadFailed) return page.loadFailed;
  return (
    <>
      <FormPage<
        typeof createSalaryRuleInput,
        typeof updateSalaryRuleInput,
        SalaryRuleDto,
        string,
        RuleFormValues
      >
        {...page.frame}
        title={page.id ? t('UpdateSalaryRule') : t('CreateSalaryRule')}
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
      {page.id && (
        <EntityHistory
          entityType="SalaryRule"
          entityId={page.id}
          namespace="payroll"
          labels={{ valueFixedAmount: t('FixedAmount') }}
          enums={{ valueBasedOn: ValueBasedOns, conditionBasedOn: ConditionBasedOns }}
        />
      )}
    </>
  );
}
