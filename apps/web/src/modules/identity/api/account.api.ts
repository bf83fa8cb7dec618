import {
  accountEndpoints,
  type ChangePasswordInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SendPasswordResetCodeInput,
  type UpdateProfileInput,
} from '@hr/contracts';
import { call } from '../../../app/api-client.ts';

/**
 * The account calls. The pages show these errors themselves (on their fields or inline), so every call is
 * silent; the HTTP client never toasts the my-profile call anyway.
 */
const silent = { silent: true } as const;
export const accountApi = {
  keys: {
    all: ['account'] as const,
    profile: () => ['account', 'my-profile'] as const,
  },
  register: (input: RegisterInput) => call(accountEndpoints.register, { body: input }, silent),
  sendPasswordResetCode: (input: SendPasswordResetCodeInput) =>
    call(accountEndpoints.sendPasswordResetCode, { body: input }, silent),
  resetPassword: (input: ResetPasswordInput) => call(accountEndpoints.resetPassword, { body: input }, silent),
  getProfile: () => call(accountEndpoints.myProfile, {}),
  updateProfile: (input: UpdateProfileInput) =>
    call(accountEndpoints.updateMyProfile, { body: input }, silent),
  changePassword: (input: ChangePasswordInput) =>
    call(accountEndpoints.changePassword, { body: input }, silent),
};
