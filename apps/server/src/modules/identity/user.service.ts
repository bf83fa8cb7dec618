import type { Database } from '../../platform/db/database.ts';
import type { PermissionService } from '../../platform/permissions.service.ts';
import type { SecurityLog } from './security-log.service.ts';
import { createUserCommands } from './user.commands.ts';
import { createProvidedUsers } from './user.provided.ts';
import { createUserQueries } from './user.queries.ts';

// The permission check's statement, which the composition (and the bench's server) takes from here.
export { currentRoleNames } from './user.provided.ts';

/**
 * Users of the host and of each tenant: the rules of identity (unique names, passwords, roles). Its parts by
 * audience: administrators' reads (`user.queries.ts`) and writes (`user.commands.ts`), what the platform and
 * other modules use (`user.provided.ts`); the shared pieces in `user.rows.ts`. The account's own profile is
 * the account service's.
 */
export function createUserService(db: Database, permissions: PermissionService, securityLog: SecurityLog) {
  const queries = createUserQueries(db);
  return {
    ...queries,
    ...createUserCommands(db, permissions, queries, securityLog),
    ...createProvidedUsers(db, permissions),
  };
}
export type UserService = ReturnType<typeof createUserService>;
