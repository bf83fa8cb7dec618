import {
  createPenaltyTypeInput,
  createRewardTypeInput,
  type PenaltyTypeDto,
  type RewardTypeDto,
  SalaryEffectValueType,
  SalaryEffectValueTypes,
  updatePenaltyTypeInput,
  updateRewardTypeInput,
} from '@hr/contracts';
import { Form, type FormInstance, Input, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../app/language.ts';
import { Field } from '../../../components/Field.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../components/useCrudPage.tsx';
import { penaltyTypeApi, rewardTypeApi } from '../api/discipline.api.ts';

type Kind = 'penalty' | 'reward';
type TypeDto = PenaltyTypeDto | RewardTypeDto;

const setup = {
  penalty: {
    api: penaltyTypeApi,
    schemas: { create: createPenaltyTypeInput, update: updatePenaltyTypeInput },
    add: 'AddPenaltyType',
    edit: 'EditPenaltyType',
  },
  reward: {
    api: rewardTypeApi,
    schemas: { create: createRewardTypeInput, update: updateRewardTypeInput },
    add: 'AddRewardType',
    edit: 'EditRewardType',
  },
} as const;

/**
 * Add and edit of a penalty type or a reward type (700 px): name, code, the salary effect (a type and a
 * value; % for a percentage, at most 100 checked before sending) and, for penalty types, whether a penalty
 * cancels the employee's contract.
 */
export function EffectTypeDialog({ kind, ...dialog }: CrudDialogProps<TypeDto> & { kind: Kind }) {
  const { t } = useTranslation('discipline');
  const { api, schemas, add, edit } = setup[kind];
  return (
    <FormDialog
      {...(dialog as CrudDialogProps<PenaltyTypeDto>)}
      title={dialog.record ? t(edit) : t(add)}
      width={700}
      api={api as never}
      schemas={schemas as typeof setup.penalty.schemas}
      toForm={(type: TypeDto) => ({
        name: type.name,
        code: type.code,
        salaryEffectValueType: type.salaryEffectValueType,
        salaryEffectValue: type.salaryEffectValue === null ? null : String(Number(type.salaryEffectValue)),
        ...(kind === 'penalty' ? { isTerminateContract: (type as PenaltyTypeDto).isTerminateContract } : {}),
      })}
    >
      {(form) => <EffectTypeFields kind={kind} form={form} />}
    </FormDialog>
  );
}

function EffectTypeFields({ kind, form }: { kind: Kind; form: FormInstance }) {
  const { t } = useTranslation('discipline');
  const valueType = Form.useWatch('salaryEffectValueType', form);
  const percent = valueType === SalaryEffectValueType.Percentage;
  return (
    <>
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" />
      </Field>
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
