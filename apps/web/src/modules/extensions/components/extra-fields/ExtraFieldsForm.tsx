import {
  checkExtraFieldValue,
  type EntityType,
  type ExtraFieldDefinitionDto,
  type ExtraFieldValueDto,
  type ExtraFieldValueInput,
  extraFieldDefaultToValue,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Empty, Form, type FormInstance, type FormRule, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { extraFieldsApi } from '../../api/extra-field.api.ts';
import { ExtraFieldInput } from './ExtraFieldInput.tsx';
import { type ExtraFieldFormValue, fromFormValue, toFormValue } from './extra-field-values.ts';

export interface ExtraFieldsFormProps {
  entityType: EntityType;
  /**
   * The component renders its own `<Form form={form}>` (a sub-form, as the spec's page has): create it with
   * `Form.useForm()`, check it with `form.validateFields()` before saving, read it with readExtraFieldValues.
   */
  form: FormInstance;
  /** The entity's stored values (edit); without them the definitions' defaults apply (create). */
  values?: ExtraFieldValueDto[];
  readOnly?: boolean;
}

/** The definitions each form shows, so that readExtraFieldValues knows the type of each input. */
const shownDefinitions = new WeakMap<FormInstance, readonly ExtraFieldDefinitionDto[]>();

/** The name of a definition's input: under `extraFields`, by definition id. */
const fieldName = (id: string) => ['extraFields', id];

/** The values of the form's extra field inputs, as the API takes them: one per definition shown. */
export function readExtraFieldValues(form: FormInstance): ExtraFieldValueInput[] {
  const definitions = shownDefinitions.get(form) ?? [];
  return definitions.map((d) => ({
    extraFieldDefinitionId: d.id,
    value: fromFormValue(d.fieldType, form.getFieldValue(fieldName(d.id)) as ExtraFieldFormValue),
  }));
}

/** The initial input values: the stored ones (edit) or the definitions' defaults (create). */
function initialValues(
  definitions: readonly ExtraFieldDefinitionDto[],
  values: ExtraFieldValueDto[] | undefined,
): Record<string, ExtraFieldFormValue> {
  const stored = new Map(values?.map((v) => [v.extraFieldDefinitionId, v.value]));
  return Object.fromEntries(
    definitions.map((d) => {
      const text = values
        ? (stored.get(d.id) ?? null)
        : (extraFieldDefaultToValue(d.fieldType, d.defaultValue) ?? null);
      return [d.id, toFormValue(d.fieldType, text)];
    }),
  );
}

/** One input per extra field definition of the entity type, checked as the server checks them. */
export function ExtraFieldsForm({ entityType, form, values, readOnly }: ExtraFieldsFormProps) {
  const { t } = useTranslation('extensions');
  const definitions = useQuery({
    queryKey: extraFieldsApi.keys.byEntityType(entityType),
    queryFn: () => extraFieldsApi.byEntityType(entityType),
  });

  const loaded = definitions.data;
  if (loaded) shownDefinitions.set(form, loaded);
  // Filled when the definitions or the stored values change, not when a parent passes a new equal array
  // (that would wipe what the user typed).
  const signature = JSON.stringify([loaded?.map((d) => d.id), values ?? null]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for loaded and values.
  useEffect(() => {
    if (loaded) form.setFieldsValue({ extraFields: initialValues(loaded, values) });
  }, [form, signature]);

  if (definitions.isError) return <Alert type="warning" showIcon title={t('ExtraFieldsLoadFailed')} />;

  const rulesOf = (d: ExtraFieldDefinitionDto): FormRule[] => [
    {
      required: d.isRequired,
      validator: async (_rule, raw: ExtraFieldFormValue) => {
        const text = fromFormValue(d.fieldType, raw);
        if (text === null) {
          if (d.isRequired) throw new Error(t('common::ThisFieldIsRequired'));
          return;
        }
        const checked = checkExtraFieldValue({ fieldType: d.fieldType, options: d.selectListValues }, text);
        if (!checked.ok) throw new Error(t(`errors::${checked.error}`, { field: d.fieldName }));
      },
    },
  ];

  return (
    <Form form={form} layout="vertical" disabled={readOnly} component={false}>
      {!loaded ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : loaded.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoExtraFields')} />
      ) : (
        <Row gutter={16}>
          {loaded.map((d) => (
            <Col key={d.id} xs={24} md={12}>
              <Form.Item name={fieldName(d.id)} label={d.fieldName} rules={rulesOf(d)}>
                <ExtraFieldInput
                  fieldType={d.fieldType}
                  options={d.selectListValues}
                  aria-label={d.fieldName}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      )}
    </Form>
  );
}
