import { generatePayslipInput } from '@hr/contracts';
import { Alert, Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../../components/DateRangeInput.tsx';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { useRefusal } from '../../../../components/useRefusal.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { payslipApi, payslipKeys } from '../../api/payslip.api.ts';
import {
  defaultPayslipPeriod,
  type GeneratePayslipFormValues,
  generatePayslipBody,
  periodProblem,
} from './payslip-form.ts';

/**
 * Add (500 px, document 3 §2.7): the employee (searched by name and surname) and the period (required; last
 * month by default), then generate. A refusal of the server (no Active contract, a Confirmed payslip over
 * the period, a closed fiscal period, a formula that fails) is said inside the dialog, which keeps what was
 * chosen; on success the new payslip's items open.
 */
export function GeneratePayslipDialog({
  open,
  onClose,
  onGenerated,
}: {
  open: boolean;
  onClose: () => void;
  onGenerated: (id: string) => void;
}) {
  const { t } = useTranslation('payslips');
  const zone = useTenantTimeZone();
  // A 400 lands on its fields; a business refusal (422) has none and is said above the buttons.
  const { refusal, save, closing } = useRefusal((error) =>
    error.validationErrors.length === 0 ? error.message : undefined,
  );
  const periodRule: FormRule = {
    validator: async (_, range: DateRange | null | undefined) => {
      const problem = periodProblem(range);
      if (problem) throw new Error(t(problem.code, problem.params));
    },
  };

  return (
    <FormDialog<GeneratePayslipFormValues>
      open={open}
      title={t('GeneratePayslip')}
      width={500}
      okText={t('Generate')}
      mode="create"
      schema={generatePayslipInput}
      initialValues={{ period: defaultPayslipPeriod(zone) }}
      invalidate={payslipKeys.all}
      successMessage={t('PayslipGenerated')}
      onSubmit={(values) => save(() => payslipApi.generate(generatePayslipBody(values)))}
      onSaved={(id) => onGenerated(id as string)}
      onClose={closing(onClose)}
    >
      <Field name="employeeId" label={t('Employee')}>
        <EmployeeSelect aria-label={t('Employee')} />
      </Field>
      <Form.Item
        name="period"
        label={t('Period')}
        rules={[periodRule]}
        required
        style={refusal ? undefined : { marginBottom: 0 }}
      >
        <DateRangeInput presets={['thisMonth', 'lastMonth']} allowClear={false} aria-label={t('Period')} />
      </Form.Item>
      {refusal && <Alert type="error" showIcon message={refusal} data-testid="generate-payslip-refusal" />}
    </FormDialog>
  );
}
