import {
  ConditionBasedOn,
  ConditionBasedOns,
  type createSalaryRuleInput,
  type EnumDefinition,
  type SalaryRuleAccountDto,
  ValueBasedOn,
  ValueBasedOns,
} from '@hr/contracts';
import { Checkbox, Col, Form, type FormInstance, Input, Radio, Row, Select } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getLanguage } from '../../../../app/language.ts';
import { AmountInput } from '../../../../components/AmountInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { useLookup } from '../../../../components/lookup.ts';
import { NameAndCodeCols } from '../../../../components/NameAndCodeCols.tsx';
import { AccountSelect } from '../../../finance/public.ts';
import { salaryRuleCategoryApi } from '../../api/salary-rule-category.api.ts';
import { FormulaVariables } from '../../components/FormulaVariables.tsx';

export type RuleFormValues = z.input<typeof createSalaryRuleInput>;
type FormulaField = 'conditionCode' | 'valueCode';

const radios = (definition: EnumDefinition) =>
  definition.members.map((m) => ({ value: m.value, label: m[getLanguage()] }));

function FormulaEditor({
  editorRef,
  onFocus,
  ...props
}: {
  editorRef: (r: TextAreaRef | null) => void;
  onFocus: () => void;
}) {
  return (
    <Input.TextArea
      {...props}
      ref={editorRef}
      onFocus={onFocus}
      dir="ltr"
      spellCheck={false}
      autoSize={{ minRows: 2, maxRows: 10 }}
      style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
    />
  );
}

/**
 * The salary rule form, shared by the create and update pages and the CreateSalaryRule dialog: the
 * condition formula shows only under Condition, the value formula under Equation, the fixed amount
 * otherwise. Beside the formulas, the variable catalogue; a click on a name writes it at the cursor.
 */
export function SalaryRuleFields({
  form,
  layout,
  below,
  accounts,
}: {
  form: FormInstance<RuleFormValues>;
  /** The rule's accounts as read (shown even to a user who may not read the chart of accounts). */
  accounts?: { debit: SalaryRuleAccountDto | null; credit: SalaryRuleAccountDto | null };
  /** page: the catalogue in a column beside the form; dialog: under the formulas. */
  layout: 'page' | 'dialog';
  /** Under the fields (the page's Try formula panel). */
  below?: ReactNode;
}) {
  const { t } = useTranslation('payroll');
  const categories = useLookup(salaryRuleCategoryApi.picker());
  const conditionBasedOn = Form.useWatch('conditionBasedOn', form) ?? ConditionBasedOn.AlwaysTrue;
  const valueBasedOn = Form.useWatch('valueBasedOn', form) ?? ValueBasedOn.FixedAmount;
  const conditionShown = Number(conditionBasedOn) === ConditionBasedOn.Code;
  const valueShown = Number(valueBasedOn) === ValueBasedOn.Code;
  const editors = useRef<Partial<Record<FormulaField, TextAreaRef | null>>>({});
  const [current, setCurrent] = useState<FormulaField>('valueCode');

  const insert = (text: string) => {
    let field: FormulaField = current;
    if (field === 'conditionCode' && !conditionShown) field = 'valueCode';
    // No formula open yet: the value becomes an equation.
    if (field === 'valueCode' && !valueShown) form.setFieldValue('valueBasedOn', ValueBasedOn.Code);
    const element = editors.current[field]?.resizableTextArea?.textArea;
    const value = String(form.getFieldValue(field) ?? '');
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    form.setFieldValue(field, value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      const target = editors.current[field]?.resizableTextArea?.textArea;
      target?.focus();
      target?.setSelectionRange(start + text.length, start + text.length);
    });
  };
  const editor = (field: FormulaField) => ({
    editorRef: (r: TextAreaRef | null) => {
      editors.current[field] = r;
    },
    onFocus: () => setCurrent(field),
  });

  const fields = (
    <>
      <Row gutter={16}>
        <NameAndCodeCols localized name={t('Name')} code={t('Code')} codeHint={t('RuleCodeHint')} />
        <Col xs={24} md={12}>
          <Field name="categoryId" label={t('Category')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={categories.isLoading}
              options={(categories.data?.items ?? []).map((c) => ({
                value: c.id,
                label: `${c.name} (${c.code})`,
              }))}
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label=" " colon={false} style={{ marginBottom: 0 }}>
            <Field name="isActive" valuePropName="checked" noStyle>
              <Checkbox>{t('IsActive')}</Checkbox>
            </Field>
            <Field name="appearForEmployee" valuePropName="checked" noStyle>
              <Checkbox>{t('AppearForEmployee')}</Checkbox>
            </Field>
          </Form.Item>
        </Col>
      </Row>
      <Field name="conditionBasedOn" label={t('ConditionBasedOn')}>
        <Radio.Group optionType="button" options={radios(ConditionBasedOns)} />
      </Field>
      {conditionShown && (
        <Field name="conditionCode" label={t('ConditionCode')} required extra={t('ConditionCodeHint')}>
          <FormulaEditor {...editor('conditionCode')} />
        </Field>
      )}
      <Field name="valueBasedOn" label={t('ValueBasedOn')}>
        <Radio.Group optionType="button" options={radios(ValueBasedOns)} />
      </Field>
      {valueShown ? (
        <Field name="valueCode" label={t('ValueCode')} required extra={t('ValueCodeHint')}>
          <FormulaEditor {...editor('valueCode')} />
        </Field>
      ) : (
        <Field name="valueFixedAmount" label={t('FixedAmount')} required>
          <AmountInput aria-label={t('FixedAmount')} />
        </Field>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Field name="debitAccountId" label={t('DebitAccount')} extra={t('DebitAccountHint')}>
            <AccountSelect aria-label={t('DebitAccount')} current={accounts?.debit ?? null} />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="creditAccountId" label={t('CreditAccount')} extra={t('CreditAccountHint')}>
            <AccountSelect aria-label={t('CreditAccount')} current={accounts?.credit ?? null} />
          </Field>
        </Col>
      </Row>
    </>
  );

  const catalogue = <FormulaVariables onInsert={insert} />;
  if (layout === 'dialog')
    return (
      <>
        {fields}
        {(conditionShown || valueShown) && catalogue}
      </>
    );
  return (
    <Row gutter={24}>
      <Col xs={24} lg={15}>
        {fields}
        {below}
      </Col>
      <Col xs={24} lg={9}>
        <div style={{ position: 'sticky', top: 16, maxHeight: 'calc(100vh - 160px)', overflowY: 'auto' }}>
          {catalogue}
        </div>
      </Col>
    </Row>
  );
}
