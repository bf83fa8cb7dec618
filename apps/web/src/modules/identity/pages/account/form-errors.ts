import type { FormInstance } from 'antd';
import { isApiError } from '../../../../app/api-error.ts';
import { i18n } from '../../../../app/i18n.ts';

const lowerFirst = (name: string) => (name ? name.charAt(0).toLowerCase() + name.slice(1) : name);

/**
 * Puts a failed call's errors where the user looks: validation errors and the given business codes on
 * their fields. Returns the message still to show above the form, or null when every error found a field.
 */
export function applyServerError<T>(
  form: FormInstance<T>,
  error: unknown,
  fieldOfCode: Readonly<Record<string, string>> = {},
): string | null {
  if (!isApiError(error)) return i18n.t('DefaultErrorMessage');
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields: { name: string; errors: string[] }[] = [];
  let unplaced = false;
  for (const v of error.validationErrors) {
    const names = v.members.map(lowerFirst).filter((m) => known.has(m));
    if (!names.length) unplaced = true;
    for (const name of names) fields.push({ name, errors: [v.message] });
  }
  const codeField = error.code ? fieldOfCode[error.code] : undefined;
  if (codeField) fields.push({ name: codeField, errors: [error.message] });
  form.setFields(fields as unknown as Parameters<FormInstance<T>['setFields']>[0]);
  if (codeField || (error.validationErrors.length > 0 && !unplaced)) return null;
  return error.message;
}
