import type { ExtraFieldValueDto, ExtraFieldValueInput } from '@hr/contracts';
import type { FormInstance } from 'antd';

export interface ExtraFieldsFormProps {
  entityType: 'Employee';
  /**
   * The component renders its own `<Form form={form}>` (a sub-form, as the spec's page has): create it with
   * `Form.useForm()`, check it with `form.validateFields()` before saving, read it with readExtraFieldValues.
   */
  form: FormInstance;
  /** The entity's stored values (edit); without them the definitions' defaults apply (create). */
  values?: ExtraFieldValueDto[];
}

/** One input per extra field definition of the entity type. (Being built.) */
export function ExtraFieldsForm(_props: ExtraFieldsFormProps) {
  return null;
}

/** The values of the form's extra field inputs, as the API takes them. */
export function readExtraFieldValues(_form: FormInstance): ExtraFieldValueInput[] {
  return [];
}
