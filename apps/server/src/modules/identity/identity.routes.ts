import { accountEndpoints, permissionManagementEndpoints, roleEndpoints, userEndpoints } from '@hr/contracts';
import { excelExport, listPages } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import type { IdentityServices } from './index.ts';
import { userExcelColumns } from './user.export.ts';

/** Per client address, like the token endpoint: slows down guessing and mail flooding. */
const rateLimit = { max: 10, timeWindow: '1 minute' } as const;

/** Users, roles, permission grants and the account pages: each endpoint one line to its service. */
export function identityRoutes({ users, roles, permissionManagement, account }: IdentityServices) {
  return [
    mount(userEndpoints, {
      ...resourceHandlers(userEndpoints, users),
      assignableRoles: (req) => roles.all(req.ctx),
      setPassword: (req) => users.setPassword(req.ctx, req.params.id, req.body),
      unlock: (req) => users.unlock(req.ctx, req.params.id),
      exportExcel: excelExport({
        fileName: { en: 'users', ar: 'المستخدمون' },
        columns: userExcelColumns,
        rows: listPages(users.list),
      }),
    }),
    mount(roleEndpoints, {
      ...resourceHandlers(roleEndpoints, roles),
      all: (req) => roles.all(req.ctx),
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
