import { createSalaryRuleInput, updateSalaryRuleInput } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { salaryRuleApi } from '../../api/salary-rule.api.ts';
import { SalaryRuleFields } from './SalaryRuleFields.tsx';

/** CreateSalaryRule (800 px), opened from a structure: the new rule's id goes to `onCreated`. */
export function SalaryRuleFormDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (ruleId: string) => void;
}) {
  const { t } = useTranslation('payroll');
  return (
    <FormDialog
      open={open}
      title={t('CreateSalaryRule')}
      width={800}
      api={salaryRuleApi.forms}
      schemas={{ create: createSalaryRuleInput, update: updateSalaryRuleInput }}
      onSaved={(id) => onCreated(id)}
      onClose={onClose}
    >
      {(form) => <SalaryRuleFields form={form} layout="dialog" />}
    </FormDialog>
  );
}
