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
} from '@hr/contracts';
import { Button, Checkbox, Form, type FormInstance, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../../app/language.ts';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { extraFieldsApi } from '../../api/extra-field.api.ts';
import { ExtraFieldInput } from '../../components/extra-fields/ExtraFieldInput.tsx';
import {
  type ExtraFieldFormValue,
  fromFormValue,
  toFormValue,
} from '../../components/extra-fields/extra-field-values.ts';
import { useUniqueCodeRule } from './useUniqueCodeRule.ts';

interface ExtraFieldFormValues {
  fieldName: string;
  code: string;
  entityType: EntityType;
  fieldType: ExtraFieldType;
  isRequired: boolean;
  defaultValue?: ExtraFieldFormValue;
  selectListValues?: string[];
}

interface ExtraFieldFormDialogProps {
  open: boolean;
  /** The definition to edit; absent to add one. */
  definition?: ExtraFieldDefinitionDto;
  onClose: (saved: boolean) => void;
}

const rules = formRules(createExtraFieldDefinitionInput);

/** Add (AddExtraDefinition) and edit (EditExtraDefinition) an extra field definition, 500 px. */
export function ExtraFieldFormDialog({ open, definition, onClose }: ExtraFieldFormDialogProps) {
  const { t } = useTranslation('extensions');

  const submit = async (values: ExtraFieldFormValues) => {
    const options =
      values.fieldType === ExtraFieldType.Selection
        ? (values.selectListValues ?? []).map((o) => o.trim())
        : [];
    const input = {
      fieldName: values.fieldName,
      code: values.code,
      entityType: values.entityType,
      fieldType: values.fieldType,
      isRequired: values.isRequired,
      selectListValues: options,
      // A selection's default is its first option.
      defaultValue:
        values.fieldType === ExtraFieldType.Selection
          ? extraFieldValueToDefault(ExtraFieldType.String, options[0])
          : extraFieldValueToDefault(values.fieldType, fromFormValue(values.fieldType, values.defaultValue)),
    };
    if (definition)
      await extraFieldsApi.update(definition.id, { ...input, concurrencyStamp: definition.concurrencyStamp });
    else await extraFieldsApi.create(input);
  };

  const initialValues: Partial<ExtraFieldFormValues> = definition
    ? {
        fieldName: definition.fieldName,
        code: definition.code,
        entityType: definition.entityType,
        fieldType: definition.fieldType,
        isRequired: definition.isRequired,
        defaultValue: toFormValue(
          definition.fieldType,
          extraFieldDefaultToValue(definition.fieldType, definition.defaultValue),
        ),
        selectListValues: definition.selectListValues,
      }
    : {
        entityType: EntityType.Employee,
        fieldType: ExtraFieldType.String,
        isRequired: false,
        selectListValues: [],
      };

  return (
    <FormDialog<ExtraFieldFormValues>
      open={open}
      title={definition ? t('EditExtraDefinition') : t('AddExtraDefinition')}
      width={500}
      mode={definition ? 'update' : 'create'}
      invalidate={extraFieldsApi.keys.all}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
    >
      {(form) => <DefinitionFields form={form} ownCode={definition?.code} />}
    </FormDialog>
  );
}

function DefinitionFields({ form, ownCode }: { form: FormInstance<ExtraFieldFormValues>; ownCode?: string }) {
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
      <Form.Item name="fieldName" label={t('FieldName')} rules={rules.fieldName}>
        <Input maxLength={128} autoComplete="off" />
      </Form.Item>
      <Form.Item name="code" label={t('Code')} rules={[...rules.code, uniqueCode]} hasFeedback>
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="entityType" label={t('EntityType')} rules={rules.entityType}>
        <Select
          options={EntityTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }))}
          onChange={() => void form.validateFields(['code']).catch(() => undefined)}
        />
      </Form.Item>
      <Form.Item name="fieldType" label={t('FieldType')} rules={rules.fieldType}>
        <Select
          options={ExtraFieldTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }))}
          onChange={onTypeChange}
        />
      </Form.Item>
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
                  <Form.Item
                    {...field}
                    validateTrigger={['onChange', 'onBlur']}
                    rules={[
                      { required: true, whitespace: true, message: t('common::ThisFieldIsRequired') },
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
                      maxLength={256}
                      placeholder={t('OptionNumber', { number: index + 1 })}
                      aria-label={t('OptionNumber', { number: index + 1 })}
                    />
                  </Form.Item>
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
      <Form.Item name="isRequired" valuePropName="checked" style={{ marginBottom: 0 }}>
        <Checkbox>{t('IsRequired')}</Checkbox>
      </Form.Item>
    </>
  );
}
