import { z } from 'zod';
import { concurrencyStamp } from '../platform/paging.contract.ts';
import { optionalPhoneNumber } from '../platform/phone.ts';
import { entitySchemas } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';

/** The password policy: at least 6 characters with a digit, a lower and an upper case letter and a symbol. */
export const password = z
  .string()
  .min(6, 'Identity:PasswordTooShort')
  .max(128)
  .regex(/\d/, 'Identity:PasswordRequiresDigit')
  .regex(/[a-z]/, 'Identity:PasswordRequiresLower')
  .regex(/[A-Z]/, 'Identity:PasswordRequiresUpper')
  .regex(/[^a-zA-Z0-9]/, 'Identity:PasswordRequiresNonAlphanumeric');

export const userName = trimmedText()
  .min(1)
  .max(256)
  .regex(/^[\p{L}\p{N}._@+-]+$/u, 'Identity:InvalidUserName');

/** A person's details on their user: written by administrators and by the user in My Account. */
export const personalFields = {
  userName,
  name: trimmedText().max(64).nullable().optional(),
  surname: trimmedText().max(64).nullable().optional(),
  email: z.email().max(256),
  phoneNumber: optionalPhoneNumber(16),
};

const userFields = {
  ...personalFields,
  isActive: z.boolean().default(true),
  lockoutEnabled: z.boolean().default(true),
  /**
   * The user's roles, replacing those they hold. Absent on create: the tenant's default roles; absent on
   * update: the roles stay as they are (ABP's null).
   */
  roleNames: z.array(z.string().min(1).max(256)).max(100).optional(),
};

const user = entitySchemas({
  dto: {
    tenantId: z.uuid().nullable(),
    userName: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    isActive: z.boolean(),
    lockoutEnabled: z.boolean(),
    /** Until when repeated failed sign-ins lock the account out (ISO time), or null. */
    lockoutEnd: z.string().nullable(),
    /** Whether the account is locked out now: lockout enabled and lockoutEnd in the future. */
    isLockedOut: z.boolean(),
    accessFailedCount: z.number().int(),
    employeeId: z.uuid().nullable(),
    roleNames: z.array(z.string()),
  },
  input: { ...userFields, password },
});

export const userDto = user.dto;
export type UserDto = z.infer<typeof userDto>;

/** Paging, sorting and a filter on the user name, the e-mail, the name or the surname. */
export const getUsersInput = listQuery(['userName', 'email', 'name', 'surname', 'creationTime']).extend({
  filter: trimmedText().max(256).optional(),
});
export type GetUsersInput = z.infer<typeof getUsersInput>;

export const createUserInput = user.create;
export type CreateUserInput = z.infer<typeof createUserInput>;

/** The create's fields and the stamp; an absent password keeps the user's. */
export const updateUserInput = z.object({
  ...userFields,
  password: password.optional(),
  concurrencyStamp,
});
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/** An administrator sets a user's new password. */
export const setUserPasswordInput = z.object({ newPassword: password });
export type SetUserPasswordInput = z.infer<typeof setUserPasswordInput>;

/** The OAuth client id of the web app. */
export const webClientId = 'HR_App';
/** The audience and scope of the API in access tokens. */
export const apiScope = 'HR';
