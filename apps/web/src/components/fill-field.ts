import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/**
 * Sets a field from another one (the end date from the start) and checks it again: an error it showed
 * while empty ("required") must not outlive the value, as it would after a bare `setFieldValue`.
 */
export function fillField<V>(form: FormInstance<V>, name: NamePath, value: unknown): void {
  form.setFieldValue(name, value);
  form.validateFields([name]).catch(() => undefined);
}
