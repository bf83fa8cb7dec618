import { accountEndpoints, permissionManagementEndpoints, roleEndpoints, userEndpoints } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { IdentityServices } from './index.ts';

/** Per client address, like the token endpoint: slows down guessing and mail flooding. */
const rateLimit = { max: 10, timeWindow: '1 minute' } as const;

/** Users, roles, permission grants and the account pages: each endpoint one line to its service. */
export function identityRoutes({ users, roles, permissionManagement, account }: IdentityServices) {
  return [
    mount(userEndpoints, {
      list: (req) => users.list(req.ctx, req.query),
      assignableRoles: (req) => roles.all(req.ctx),
      get: (req) => users.get(req.ctx, req.params.id),
      create: (req) => users.create(req.ctx, req.body),
      update: (req) => users.update(req.ctx, req.params.id, req.body),
      delete: (req) => users.delete(req.ctx, req.params.id),
      setPassword: (req) => users.setPassword(req.ctx, req.params.id, req.body),
      unlock: (req) => users.unlock(req.ctx, req.params.id),
    }),
    mount(roleEndpoints, {
      list: (req) => roles.list(req.ctx, req.query),
      all: (req) => roles.all(req.ctx),
      get: (req) => roles.get(req.ctx, req.params.id),
      create: (req) => roles.create(req.ctx, req.body),
      update: (req) => roles.update(req.ctx, req.params.id, req.body),
      delete: (req) => roles.delete(req.ctx, req.params.id),
    }),
    mount(permissionManagementEndpoints, {
      get: (req) => permissionManagement.get(req.ctx, req.query),
      update: (req) => permissionManagement.update(req.ctx, req.query, req.body),
    }),
    mount(
      accountEndpoints,
      {
        register: (req) => account.register(req.ctx, req.body),
        // Answers at once whether or not the user exists; the mail goes out in the background.
        sendPasswordResetCode: (req) => account.requestPasswordReset(req.ctx, req.body, req.log),
        resetPassword: (req) => account.resetPassword(req.ctx, req.body),
        myProfile: (req) => account.getProfile(req.ctx),
        updateMyProfile: (req) => account.updateProfile(req.ctx, req.body),
        changePassword: (req) => account.changePassword(req.ctx, req.body),
      },
      { register: { rateLimit }, sendPasswordResetCode: { rateLimit }, resetPassword: { rateLimit } },
    ),
  ];
}
