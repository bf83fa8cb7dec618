import { SalaryEffectValueType, SalaryEffectValueTypes } from '@hr/contracts';
import { Form, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../app/language.ts';
import { Field } from '../../../components/Field.tsx';
import { NamesField } from '../../../components/NamesField.tsx';

/**
 * The controls of a penalty type or a reward type: name, code, the salary effect (a type and a value; %
 * for a percentage, at most 100 checked before sending) and, for penalty types, whether a penalty cancels
 * the employee's contract.
 */
export function EffectTypeFields({ kind }: { kind: 'penalty' | 'reward' }) {
  const { t } = useTranslation('discipline');
  const form = Form.useFormInstance();
  const valueType = Form.useWatch('salaryEffectValueType', form);
  const percent = valueType === SalaryEffectValueType.Percentage;
  return (
    <>
      <NamesField label={t('Name')} autoFocus={false} />
      <Field name="code" label={t('Code')}>
        <Input autoComplete="off" />
      </Field>
      <Field name="salaryEffectValueType" label={t('SalaryEffectValueType')}>
        <Select
          allowClear
          aria-label={t('SalaryEffectValueType')}
          options={SalaryEffectValueTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }))}
          onChange={() => void form.validateFields(['salaryEffectValue']).catch(() => undefined)}
        />
      </Field>
      <Field
        name="salaryEffectValue"
        label={t('SalaryEffectValue')}
        dependencies={['salaryEffectValueType']}
        extra={valueType === SalaryEffectValueType.FixedAmount ? t('FixedAmountHint') : undefined}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (percent && value !== null && value !== undefined && value !== '' && Number(value) > 100)
                throw new Error(t('errors::Discipline:PercentageOutOfRange'));
            },
          },
        ]}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('SalaryEffectValue')}
          suffix={percent ? '%' : undefined}
        />
      </Field>
      {kind === 'penalty' && (
        <>
          <Field
            name="isTerminateContract"
            label={t('TerminatesContract')}
            valuePropName="checked"
            style={{ marginBottom: 4 }}
          >
            <Switch aria-label={t('TerminatesContract')} />
          </Field>
          <Typography.Text type="secondary">{t('TerminatesContractHint')}</Typography.Text>
        </>
      )}
    </>
  );
}
