import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, parseErrorBody } from '../app/api-error.ts';
import {
  applyServerErrors,
  fieldOfMember,
  memberPath,
  placeValidationErrors,
  validationErrorsOf,
} from './apply-server-errors.ts';

const fields = [
  ['name'],
  ['email'],
  ['parentDepartmentId'],
  ['allowedExtensions'],
  ['selectListValues'],
  ['selectListValues', 0],
  ['selectListValues', 1],
  ['extraFields', 0, 'value'],
  ['extraFields', 1, 'value'],
];

/** A 400 as the HTTP client makes it from the server's body. */
function badRequest(
  validationErrors: { members: string[]; message: string }[],
  code = 'Platform:ValidationFailed',
) {
  const body = parseErrorBody({ error: { code, message: 'Your request is not valid!', validationErrors } });
  return new ApiError(400, body.message ?? '', body.code, null, body.validationErrors);
}

describe('applyServerErrors: validation errors on form fields', () => {
  it('reads ABP and zod member paths alike', () => {
    expect(memberPath('ExtraFields[0].Value')).toEqual(['ExtraFields', 0, 'Value']);
    expect(memberPath('extraFields.0.value')).toEqual(['extraFields', 0, 'value']);
    expect(memberPath('Name')).toEqual(['Name']);
  });

  it('finds the field whatever the case, nested and in lists', () => {
    expect(fieldOfMember('Name', fields)).toEqual(['name']);
    expect(fieldOfMember('EMAIL', fields)).toEqual(['email']);
    expect(fieldOfMember('ExtraFields[1].Value', fields)).toEqual(['extraFields', 1, 'value']);
    expect(fieldOfMember('selectListValues.1', fields)).toEqual(['selectListValues', 1]);
    expect(fieldOfMember('SelectListValues', fields)).toEqual(['selectListValues']);
  });

  it('puts an error deeper than a control on the control that holds it', () => {
    expect(fieldOfMember('allowedExtensions.0.value', fields)).toEqual(['allowedExtensions']);
  });

  it('leaves members no field takes', () => {
    expect(fieldOfMember('surname', fields)).toBeUndefined();
    expect(fieldOfMember('', fields)).toBeUndefined();
    expect(fieldOfMember('extraFields.2.value', fields)).toBeUndefined();
  });

  it('maps a 400 onto the fields, each message once, and returns what is left', () => {
    const error = badRequest([
      { members: ['Name'], message: 'The Name field is required.' },
      { members: ['name'], message: 'The Name field is required.' },
      { members: ['Email', 'Name'], message: 'Taken.' },
      { members: ['ExtraFields[0].Value'], message: 'Not a number.' },
      { members: ['Surname'], message: 'Too long.' },
      { members: [], message: 'Dates are in the wrong order.' },
    ]);
    expect(placeValidationErrors(validationErrorsOf(error), fields)).toEqual({
      fields: [
        { name: ['name'], errors: ['The Name field is required.', 'Taken.'] },
        { name: ['email'], errors: ['Taken.'] },
        { name: ['extraFields', 0, 'value'], errors: ['Not a number.'] },
      ],
      unplaced: ['Too long.', 'Dates are in the wrong order.'],
    });
  });

  it('ties a business error code to its field when asked', () => {
    const error = new ApiError(422, 'There is already a department named x.', 'Organisation:DuplicateName');
    expect(validationErrorsOf(error)).toEqual([]);
    expect(
      placeValidationErrors(
        validationErrorsOf(error, { fieldOfCode: { 'Organisation:DuplicateName': 'name' } }),
        fields,
      ).fields,
    ).toEqual([{ name: ['name'], errors: ['There is already a department named x.'] }]);
  });

  it('places the issues of a contract schema that refused the values before any call', () => {
    const schema = z.object({ selectListValues: z.array(z.string().min(1)), name: z.string() });
    const result = schema.safeParse({ selectListValues: ['S', ''], name: 'x' });
    expect(result.success).toBe(false);
    const placed = placeValidationErrors(validationErrorsOf(result.error), fields);
    expect(placed.fields.map((f) => f.name)).toEqual([['selectListValues', 1]]);
    expect(placed.unplaced).toEqual([]);
  });

  it('has nothing to place for other failures', () => {
    expect(validationErrorsOf(new Error('boom'))).toEqual([]);
    expect(validationErrorsOf(undefined)).toEqual([]);
  });

  it('places errors on a form that holds one part of the body (under)', () => {
    const set: unknown[] = [];
    const form = {
      getFieldsError: () => [{ name: ['email'] }, { name: ['phoneNumber'] }],
      setFields: (f: unknown[]) => set.push(...f),
    } as unknown as FormInstance;
    const error = badRequest([
      { members: ['ContactInformation.Email'], message: 'Not an e-mail.' },
      { members: ['name'], message: 'Required.' },
    ]);
    expect(applyServerErrors(form, error, { under: 'contactInformation' })).toBe(
      'Your request is not valid!',
    );
    expect(set).toEqual([{ name: ['email'], errors: ['Not an e-mail.'] }]);
  });
});
