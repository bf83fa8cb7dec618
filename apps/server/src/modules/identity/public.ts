// What other modules may use of identity: users (created with a new tenant, linked to employees, the
// approvers of requests, the recipients of notifications) and roles (an audience of notifications), and
// the default admin's credentials (the demo tenant's admin).
import type { RoleService } from './role.service.ts';
import type { SecurityLog } from './security-log.service.ts';
import type { UserCommands } from './user.commands.ts';
import type { ProvidedUsers } from './user.provided.ts';
import type { UserQueries } from './user.queries.ts';

export { defaultAdmin } from './identity.seed.ts';
export type { SecurityEvent, SecurityScope } from './security-log.service.ts';

export interface IdentityApi {
  users: Pick<
    ProvidedUsers,
    'createRole' | 'employeeLinks' | 'activeUserIds' | 'approvers' | 'mailContacts'
  > &
    Pick<UserCommands, 'create'> &
    Pick<UserQueries, 'list' | 'get'>;
  roles: Pick<RoleService, 'get' | 'all'>;
  /** The security log (issue 40): what another module records there (a tenant's features changed). */
  securityLog: Pick<SecurityLog, 'record'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    identity: IdentityApi;
  }
}
