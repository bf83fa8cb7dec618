// What other modules may use of identity: users (created with a new tenant, linked to employees, the
// approvers of requests, the recipients of notifications) and roles (an audience of notifications), and
// the default admin's credentials (the demo tenant's admin).
import type { RoleService } from './role.service.ts';
import type { UserService } from './user.service.ts';

export { defaultAdmin } from './identity.seed.ts';

export interface IdentityApi {
  users: Pick<
    UserService,
    'create' | 'createRole' | 'employeeLinks' | 'activeUserIds' | 'approvers' | 'list' | 'get'
  >;
  roles: Pick<RoleService, 'get' | 'all'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    identity: IdentityApi;
  }
}
