import type { FormInstance } from 'antd';
import { z } from 'zod';
import { isApiError, type ValidationError } from '../app/api-error.ts';
import { i18n } from '../app/i18n.ts';
import { translateIssue } from './zod-rules.ts';

/** A field's name as antd holds it: `['extraFields', 0, 'value']`. */
export type FieldPath = (string | number)[];

export interface FieldErrors {
  name: FieldPath;
  errors: string[];
}

/** A member of a validation error as a path: `ExtraFields[0].Value` and `extraFields.0.value` alike. */
export function memberPath(member: string): FieldPath {
  return member
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const samePart = (a: string | number, b: string | number) =>
  String(a).toLowerCase() === String(b).toLowerCase();

/**
 * The form field a member names, whatever its case (ABP writes `Name`, zod `name`): the field itself, or
 * the deepest field that holds it (`allowedExtensions.0.value` lands on the `allowedExtensions` select).
 */
export function fieldOfMember(member: string, fields: readonly FieldPath[]): FieldPath | undefined {
  const path = memberPath(member);
  let best: FieldPath | undefined;
  for (const field of fields) {
    if (field.length === 0 || field.length > path.length) continue;
    if (!field.every((part, i) => samePart(part, path[i]!))) continue;
    if (!best || field.length > best.length) best = field;
  }
  return best;
}

/**
 * Sorts validation errors onto the form's fields: every message on each field its members name (once per
 * field), and the messages no field takes, to be shown elsewhere.
 */
export function placeValidationErrors(
  errors: readonly ValidationError[],
  fields: readonly FieldPath[],
): { fields: FieldErrors[]; unplaced: string[] } {
  const placed = new Map<string, FieldErrors>();
  const unplaced: string[] = [];
  for (const error of errors) {
    const targets = error.members
      .map((m) => fieldOfMember(m, fields))
      .filter((f): f is FieldPath => f !== undefined);
    if (targets.length === 0) {
      if (!unplaced.includes(error.message)) unplaced.push(error.message);
      continue;
    }
    for (const name of targets) {
      const key = JSON.stringify(name);
      const entry = placed.get(key) ?? { name, errors: [] };
      if (!entry.errors.includes(error.message)) entry.errors.push(error.message);
      placed.set(key, entry);
    }
  }
  return { fields: [...placed.values()], unplaced };
}

export interface ServerErrorOptions {
  /** Business error codes that belong to a field (`{ 'Account:WrongCurrentPassword': 'currentPassword' }`). */
  fieldOfCode?: Readonly<Record<string, string>>;
  /**
   * Where the form's fields sit in the request's body, when the form holds one part of it (the employee's
   * contact section holds `contactInformation.email` as `email`): `'contactInformation'`.
   */
  under?: string;
}

/**
 * The validation errors of a failure: a 400's `validationErrors`, a business code the options tie to a
 * field, or the issues of the contract's schema when the form's values failed it before any call.
 */
export function validationErrorsOf(error: unknown, options: ServerErrorOptions = {}): ValidationError[] {
  if (error instanceof z.ZodError)
    return error.issues.map((issue) => ({
      message: translateIssue(issue),
      members: issue.path.length ? [issue.path.map(String).join('.')] : [],
    }));
  if (!isApiError(error)) return [];
  const field = error.code ? options.fieldOfCode?.[error.code] : undefined;
  return field
    ? [...error.validationErrors, { message: error.message, members: [field] }]
    : error.validationErrors;
}

/**
 * Puts a failed save's errors on the fields of any form (nested and list fields too). Returns the message
 * still to show above the form, or null when every error found its field.
 */
export function applyServerErrors<T>(
  form: FormInstance<T>,
  error: unknown,
  options: ServerErrorOptions = {},
): string | null {
  const errors = validationErrorsOf(error, options);
  const prefix = options.under ? memberPath(options.under) : [];
  const known = form.getFieldsError().map((f) => [...prefix, ...(f.name as FieldPath)]);
  const placed = placeValidationErrors(errors, known);
  const fields = placed.fields.map((f) => ({ ...f, name: f.name.slice(prefix.length) }));
  const { unplaced } = placed;
  form.setFields(fields as Parameters<FormInstance<T>['setFields']>[0]);
  if (errors.length > 0 && unplaced.length === 0) return null;
  if (error instanceof z.ZodError) return unplaced.join(' ');
  return isApiError(error) ? error.message : i18n.t('DefaultErrorMessage');
}
