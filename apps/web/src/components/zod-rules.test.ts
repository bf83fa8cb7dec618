import {
  createDepartmentInput,
  createExtraFieldDefinitionInput,
  createJobTitleInput,
  createRoleInput,
  createUserInput,
  updateUserInput,
} from '@hr/contracts';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { emptyToAbsent, maxLengthOf, schemaAt, schemaDefaults, zodRules } from './zod-rules.ts';

/** Runs a field's zod rule as antd would. */
async function accepts(schema: Parameters<typeof zodRules>[0], value: unknown): Promise<boolean> {
  const rule = zodRules(schema)[0] as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return true;
  } catch {
    return false;
  }
}

describe('form rules from the contract', () => {
  it('takes maxLength from the string .max(), through optional, nullable and formats', () => {
    expect(maxLengthOf(createDepartmentInput.shape.name)).toBe(128);
    expect(maxLengthOf(createUserInput.shape.userName)).toBe(256);
    expect(maxLengthOf(createUserInput.shape.name)).toBe(64);
    expect(maxLengthOf(createUserInput.shape.email)).toBe(256);
    expect(maxLengthOf(createUserInput.shape.password)).toBe(128);
    expect(maxLengthOf(createUserInput.shape.phoneNumber)).toBe(16);
    // Not text: no maxLength.
    expect(maxLengthOf(createJobTitleInput.shape.baseSalary)).toBeUndefined();
    expect(maxLengthOf(createRoleInput.shape.isDefault)).toBeUndefined();
  });

  it('finds a field of an object, also behind refinements and in arrays', () => {
    expect(schemaAt(createExtraFieldDefinitionInput, ['code'])).toBe(
      createExtraFieldDefinitionInput.shape.code,
    );
    const option = schemaAt(createExtraFieldDefinitionInput, ['selectListValues', 0]);
    expect(option && maxLengthOf(option)).toBe(256);
    expect(schemaAt(createDepartmentInput, ['nothing'])).toBeUndefined();
    expect(schemaAt(createDepartmentInput, ['name', 'deeper'])).toBeUndefined();
  });

  it('marks a field required when its schema refuses absence', async () => {
    expect(zodRules(createRoleInput.shape.name)[0]).toMatchObject({ required: true });
    // A name in two languages: neither is required alone (the object requires one of them).
    expect(zodRules(createDepartmentInput.shape.nameEn)[0]).toMatchObject({ required: false });
    expect(zodRules(createDepartmentInput.shape.parentDepartmentId)[0]).toMatchObject({ required: false });
    expect(zodRules(createUserInput.shape.password)[0]).toMatchObject({ required: true });
    expect(zodRules(updateUserInput.shape.password)[0]).toMatchObject({ required: false });
    expect(zodRules(createRoleInput.shape.isDefault)[0]).toMatchObject({ required: false });
    expect(await accepts(createRoleInput.shape.name, '  ')).toBe(false);
    expect(await accepts(updateUserInput.shape.password, '')).toBe(true);
  });

  it('checks lengths and formats as the server does', async () => {
    expect(await accepts(createDepartmentInput.shape.name, 'x'.repeat(128))).toBe(true);
    expect(await accepts(createDepartmentInput.shape.name, 'x'.repeat(129))).toBe(false);
    expect(await accepts(createUserInput.shape.email, 'not-an-address')).toBe(false);
    expect(await accepts(createUserInput.shape.password, 'short')).toBe(false);
    expect(await accepts(createUserInput.shape.password, 'Str0ng!pass')).toBe(true);
    expect(await accepts(createJobTitleInput.shape.baseSalary, '1500.505')).toBe(false);
    expect(await accepts(createJobTitleInput.shape.baseSalary, '1500.50')).toBe(true);
  });

  it("starts a new record from the schema's defaults", () => {
    expect(schemaDefaults(createRoleInput)).toEqual({
      isDefault: false,
      isPublic: true,
      requiresTwoFactor: false,
    });
    expect(schemaDefaults(createUserInput)).toEqual({ isActive: true, lockoutEnabled: true });
    expect(schemaDefaults(createExtraFieldDefinitionInput)).toEqual({
      selectListValues: [],
      isRequired: false,
    });
    expect(schemaDefaults(createDepartmentInput)).toEqual({});
  });

  it('sends an emptied control as null where the field takes null, else leaves it out', () => {
    expect(
      emptyToAbsent(updateUserInput, {
        userName: 'layla',
        name: '  ',
        surname: undefined,
        password: '',
        isActive: false,
        other: '',
      }),
    ).toEqual({ userName: 'layla', name: null, surname: null, isActive: false, other: '' });
    expect(emptyToAbsent(createDepartmentInput, { name: 'x', parentDepartmentId: undefined })).toEqual({
      name: 'x',
      parentDepartmentId: null,
    });
  });
});
