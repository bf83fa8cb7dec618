import {
  AccountPaths,
  type ChangePasswordInput,
  type ProfileDto,
  type RegisterInput,
  type ResetPasswordInput,
  type SendPasswordResetCodeInput,
  type UpdateProfileInput,
  type UserDto,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';

/**
 * The account calls. The pages show these errors themselves (on their fields or inline), so every call is
 * silent; the HTTP client never toasts the my-profile call anyway.
 */
export const accountApi = {
  keys: {
    all: ['account'] as const,
    profile: () => ['account', 'my-profile'] as const,
  },
  register: (input: RegisterInput) => http.post<UserDto>(AccountPaths.register, input, { silent: true }),
  sendPasswordResetCode: (input: SendPasswordResetCodeInput) =>
    http.post<void>(AccountPaths.sendPasswordResetCode, input, { silent: true }),
  resetPassword: (input: ResetPasswordInput) =>
    http.post<void>(AccountPaths.resetPassword, input, { silent: true }),
  getProfile: () => http.get<ProfileDto>(AccountPaths.myProfile),
  updateProfile: (input: UpdateProfileInput) =>
    http.put<ProfileDto>(AccountPaths.myProfile, input, { silent: true }),
  changePassword: (input: ChangePasswordInput) =>
    http.post<void>(AccountPaths.changePassword, input, { silent: true }),
};
