import {
  createSalaryStructureInput,
  PayrollPermissions,
  type SalaryStructureDto,
  updateSalaryStructureInput,
} from '@hr/contracts';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { FormPage } from '../../../../components/FormPage.tsx';
import { NamesField } from '../../../../components/NamesField.tsx';
import { useFormPageRecord } from '../../../../components/useFormPageRecord.tsx';
import { EntityHistory } from '../../../audit/public.ts';
import { salaryRuleApi } from '../../api/salary-rule.api.ts';
import { salaryStructureApi } from '../../api/salary-structure.api.ts';
import { FormulaTryPanel } from '../../components/FormulaTryPanel.tsx';
import { payrollPaths } from '../../payroll.routes.ts';
import { SalaryRuleFormDialog } from '../salary-rules/SalaryRuleFormDialog.tsx';
import { type StructureFormValues, StructureRulesList, sequenceOf } from './StructureRulesList.tsx';

/** The rule created in the dialog takes the last empty row, or a new one. */
function placeRule(form: FormInstance<StructureFormValues>, ruleId: string) {
  const rows = [...((form.getFieldValue('structureRules') as StructureFormValues['structureRules']) ?? [])];
  const empty = rows.findLastIndex((r) => !r?.ruleId);
  if (empty >= 0) rows[empty] = { ruleId };
  else rows.push({ ruleId });
  form.setFieldValue('structureRules', rows);
  void form.validateFields(['structureRules']).catch(() => undefined);
}

/**
 * payroll-management/salary-structures/create (CreateSalaryStructure) and update/:id ('Update salary
 * structure'): the name across both columns and the rules in order, at most 800 px; back to the list.
 */
export function SalaryStructureFormPage() {
  const { t } = useTranslation('payroll');
  const navigate = useNavigate();
  const canCreateRule = usePermission(PayrollPermissions.SalaryRules.Create);
  const [newRule, setNewRule] = useState(false);
  const page = useFormPageRecord(salaryStructureApi, PayrollPermissions.SalaryStructures.Update);
  if (page.loadFailed) return page.loadFailed;
  const { readOnly } = page.frame;

  return (
    <div style={{ maxWidth: 800 }}>
      <FormPage<
        typeof createSalaryStructureInput,
        typeof updateSalaryStructureInput,
        SalaryStructureDto,
        string,
        StructureFormValues
      >
        {...page.frame}
        title={page.id ? t('UpdateSalaryStructure') : t('CreateSalaryStructure')}
        api={salaryStructureApi.forms}
        schemas={{ create: createSalaryStructureInput, update: updateSalaryStructureInput }}
        defaults={{ structureRules: [{ ruleId: null }] }}
        toForm={(s) => ({
          nameEn: s.nameEn,
          nameAr: s.nameAr,
          structureRules: s.structureRules.map((r) => ({ ruleId: r.ruleId })),
        })}
        // Empty rows are dropped; the rows' order is the sequence.
        toInput={(values) => ({
          nameEn: values.nameEn,
          nameAr: values.nameAr,
          structureRules: sequenceOf(values.structureRules),
        })}
        onDone={() => void navigate(payrollPaths.structures)}
      >
        {(form) => (
          <>
            {/* Ids of its own: the CreateSalaryRule dialog's form has names too. */}
            <NamesField label={t('Name')} idPrefix="structure" />
            <StructureRulesList
              form={form}
              readOnly={readOnly || !canCreateRule}
              onNewRule={() => setNewRule(true)}
            />
            <FormulaTryPanel
              run={async (inputs) => {
                await form.validateFields(['structureRules']);
                return salaryRuleApi.tryStructure({
                  structureRules: sequenceOf(form.getFieldValue('structureRules')),
                  inputs,
                });
              }}
            />
            <SalaryRuleFormDialog
              open={newRule}
              onClose={() => setNewRule(false)}
              onCreated={(ruleId) => placeRule(form, ruleId)}
            />
          </>
        )}
      </FormPage>
      {page.id && <EntityHistory entityType="SalaryStructure" entityId={page.id} namespace="payroll" />}
    </div>
  );
}
