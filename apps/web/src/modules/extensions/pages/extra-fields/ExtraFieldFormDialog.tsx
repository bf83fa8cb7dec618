import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  checkExtraFieldValue,
  createExtraFieldDefinitionInput,
  EntityType,
  EntityTypes,
  type ExtraFieldDefinitionDto,
  ExtraFieldType,
  ExtraFieldTypes,
  extraFieldDefaultToValue,
  extraFieldValueToDefault,
  updateExtraFieldDefinitionInput,
} from '@hr/contracts';
import { Button, Checkbox, Form, type FormInstance, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getLanguage } from '../../../../app/language.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { NamesField } from '../../../../components/NamesField.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { schemaAt } from '../../../../components/zod-rules.ts';
import { extraFieldsApi } from '../../api/extra-field.api.ts';
import { ExtraFieldInput } from '../../components/extra-fields/ExtraFieldInput.tsx';
import {
  type ExtraFieldFormValue,
  fromFormValue,
  toFormValue,
} from '../../components/extra-fields/extra-field-values.ts';
import { useUniqueCodeRule } from './useUniqueCodeRule.ts';

/** The form holds the default as its input control does (a date, a number, a switch); the selects numbers. */
type ExtraFieldValues = Omit<
  z.input<typeof createExtraFieldDefinitionInput>,
  'defaultValue' | 'entityType' | 'fieldType'
> & { defaultValue?: ExtraFieldFormValue; entityType: EntityType; fieldType: ExtraFieldType };

const optionSchema = schemaAt(createExtraFieldDefinitionInput, ['selectListValues', 0]);

/** The definition's body: a Selection's default is its first option; other types encode the control's value. */
function toInput(values: ExtraFieldValues) {
  const { fieldType } = values;
  const options =
    fieldType === ExtraFieldType.Selection ? (values.selectListValues ?? []).map((o) => o.trim()) : [];
  return {
    ...values,
    selectListValues: options,
    defaultValue:
      fieldType === ExtraFieldType.Selection
        ? extraFieldValueToDefault(ExtraFieldType.String, options[0])
        : extraFieldValueToDefault(fieldType, fromFormValue(fieldType, values.defaultValue)),
  };
}

/** Add (AddExtraDefinition) and edit (EditExtraDefinition) an extra field definition, 500 px. */
export function ExtraFieldFormDialog(dialog: CrudDialogProps<ExtraFieldDefinitionDto>) {
  const { t } = useTranslation('extensions');
  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditExtraDefinition') : t('AddExtraDefinition')}
      api={extraFieldsApi}
      schemas={{ create: createExtraFieldDefinitionInput, update: updateExtraFieldDefinitionInput }}
      // The entity forms' definitions too.
      invalidate={extraFieldsApi.keys.all}
      defaults={{ entityType: EntityType.Employee, fieldType: ExtraFieldType.String }}
      toForm={(d): Partial<ExtraFieldValues> => ({
        ...d,
        defaultValue: toFormValue(d.fieldType, extraFieldDefaultToValue(d.fieldType, d.defaultValue)),
      })}
      toInput={toInput}
    >
      {(form) => <DefinitionFields form={form} ownCode={dialog.record?.code} />}
    </FormDialog>
  );
}

function DefinitionFields({ form, ownCode }: { form: FormInstance<ExtraFieldValues>; ownCode?: string }) {
  const { t } = useTranslation('extensions');
  const entityType: EntityType = Form.useWatch('entityType', form) ?? EntityType.Employee;
  const fieldType: ExtraFieldType = Form.useWatch('fieldType', form) ?? ExtraFieldType.String;
  const uniqueCode = useUniqueCodeRule(entityType, ownCode);

  // The spec: a new type resets the default (false for Bool) and clears the options.
  const onTypeChange = (next: ExtraFieldType) =>
    form.setFieldsValue({
      defaultValue: next === ExtraFieldType.Bool ? false : undefined,
      selectListValues: next === ExtraFieldType.Selection ? [''] : [],
    });

  return (
    <>
      <NamesField label={t('FieldName')} />
      <Field name="code" label={t('Code')} rules={[uniqueCode]} hasFeedback>
        <Input autoComplete="off" />
      </Field>
      <Field name="entityType" label={t('EntityType')}>
        <Select
          options={EntityTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }))}
          onChange={() => void form.validateFields(['code']).catch(() => undefined)}
        />
      </Field>
      <Field name="fieldType" label={t('FieldType')}>
        <Select
          options={ExtraFieldTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }))}
          onChange={onTypeChange}
        />
      </Field>
      {fieldType === ExtraFieldType.Selection ? (
        <Form.List
          name="selectListValues"
          rules={[
            {
              validator: async (_rule, options: string[] | undefined) => {
                if (!options?.length) throw new Error(t('errors::ExtraField:OptionsRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Form.Item label={t('Options')} required>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Field
                    name={field.name}
                    schema={optionSchema}
                    validateTrigger={['onChange', 'onBlur']}
                    rules={[
                      {
                        validator: async (_rule, value: string | undefined) => {
                          const all = (form.getFieldValue('selectListValues') as string[] | undefined) ?? [];
                          const text = value?.trim();
                          if (text && all.findIndex((o) => o?.trim() === text) !== index)
                            throw new Error(t('errors::ExtraField:DuplicateOption'));
                        },
                      },
                    ]}
                    extra={index === 0 ? <Tag color="blue">{t('TheDefaultOption')}</Tag> : undefined}
                    style={{ marginBottom: 8 }}
                  >
                    <Input
                      placeholder={t('OptionNumber', { number: index + 1 })}
                      aria-label={t('OptionNumber', { number: index + 1 })}
                    />
                  </Field>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('RemoveOption')}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                {t('AddOption')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      ) : (
        <Form.Item
          name="defaultValue"
          label={t('DefaultValue')}
          rules={[
            {
              validator: async (_rule, value: ExtraFieldFormValue) => {
                const text = fromFormValue(fieldType, value);
                if (text === null) return;
                const checked = checkExtraFieldValue({ fieldType, options: [] }, text);
                if (!checked.ok) throw new Error(t('errors::ExtraField:InvalidDefaultValue'));
              },
            },
          ]}
        >
          <ExtraFieldInput fieldType={fieldType} />
        </Form.Item>
      )}
      <Field name="isRequired" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox>{t('IsRequired')}</Checkbox>
      </Field>
    </>
  );
}
