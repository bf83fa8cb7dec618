import type { FormRule } from 'antd';
import { z } from 'zod';
import { ApiError, isApiError } from '../app/api-error.ts';
import { i18n } from '../app/i18n.ts';
import { crossFieldIssuesOf } from './zod-rules.ts';

/**
 * The errors of a request form whose fields are not the body's members one for one (a leave request's
 * dates and times, an attendance request's days): the contract's rules that span fields, and a failed
 * save's errors, each put on the form's field that stands for the member.
 */

type Issue = z.core.$ZodIssue;
type IssuePath = Issue['path'];

/** A contract code in the session language, with its parameters ('One request can cover at most 31 days.'). */
export function issueMessage(issue: Issue): string {
  const params = (issue as { params?: Record<string, unknown> }).params ?? {};
  const key = `errors::${issue.message}`;
  return i18n.exists(key) ? i18n.t(key, params) : issue.message;
}

/**
 * The messages of the contract's rules that span fields, checked on the whole body, that land on `field`
 * (`fieldOfIssue` says where an issue lands); the single-field rules (required, formats) are Field's own.
 */
export function crossFieldMessages(
  schema: z.ZodType,
  body: unknown,
  field: string,
  fieldOfIssue: (path: IssuePath) => string,
): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return [
    ...new Set(
      crossFieldIssuesOf(schema, body, result.error.issues)
        .filter((issue) => fieldOfIssue(issue.path) === field)
        .map(issueMessage),
    ),
  ];
}

/** An antd rule of one field: its first message of the rules that span fields, from the form's values. */
export function crossFieldFormRule<V>(messagesOf: (values: V) => string[]): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const issues = messagesOf(getFieldsValue(true) as V);
      if (issues.length > 0) throw new Error(issues[0]);
    },
  });
}

/**
 * A failed save's errors with the body's members renamed to the form's fields, so that they land there:
 * the contract's issues before any call, as a 400 would carry them (`memberOfIssue` names an issue's
 * member), or the server's own 400 (`fieldOf` renames a member).
 */
export function errorOnFormFields(
  error: unknown,
  memberOfIssue: (path: IssuePath) => string,
  fieldOf: (member: string) => string,
): unknown {
  if (error instanceof z.ZodError)
    return new ApiError(
      400,
      error.issues.map(issueMessage).join(' '),
      null,
      null,
      error.issues.map((issue) => ({
        message: issueMessage(issue),
        members: issue.path.length > 0 ? [memberOfIssue(issue.path)] : [],
      })),
    );
  if (isApiError(error) && error.validationErrors.length > 0)
    return new ApiError(
      error.status,
      error.message,
      error.code,
      error.details,
      error.validationErrors.map((v) => ({ ...v, members: v.members.map(fieldOf) })),
    );
  return error;
}
