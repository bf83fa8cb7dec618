import { type GetUsersInput, type PagedResult, type UserDto, userEndpoints } from '@hr/contracts';
import { and, desc } from 'drizzle-orm';
import { keptCondition, listTotal, page, pageRows } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { users } from './identity.tables.ts';
import {
  type Clocked,
  findUser,
  liveUsers,
  roleNamesOf,
  shownColumns,
  toDto,
  userSearch,
} from './user.rows.ts';

const sortable = sortColumns(userEndpoints.list, {
  userName: users.userName,
  email: users.email,
  name: users.name,
  surname: users.surname,
  creationTime: users.creationTime,
});

/** Newest first; one array, so that its text is compiled once (crud.ts). */
const newestFirst = [desc(users.creationTime), desc(users.id)];
function orderBy(sorting: string | undefined) {
  return sortingOrder(sorting, sortable, { fallback: newestFirst, tieBreaker: users.id });
}

/** What administrators read of the users: the page of the list (with their roles) and one user. */
export function createUserQueries(db: Database) {
  return {
    async list(ctx: Clocked, input: GetUsersInput): Promise<PagedResult<UserDto>> {
      return db.transaction(ctx, async (tx) => {
        const where = keptCondition(`users\u0000${ctx.tenantId}\u0000${input.filter ?? ''}`, () =>
          and(liveUsers(ctx.tenantId), userSearch(input.filter)),
        );
        return page(input, {
          total: () => listTotal(tx, users, where),
          rows: async (limit, offset) => {
            const order = orderBy(input.sorting);
            const rows = await pageRows(tx, users, shownColumns, { where, order, limit, offset });
            const roleMap = await roleNamesOf(
              tx,
              rows.map((r) => r.id),
            );
            const now = ctx.now();
            return rows.map((r) => toDto(r, roleMap.get(r.id) ?? [], now));
          },
        });
      });
    },

    async get(ctx: Clocked, id: string): Promise<UserDto> {
      return db.transaction(ctx, async (tx) => {
        const row = await findUser(tx, ctx.tenantId, id);
        return toDto(row, (await roleNamesOf(tx, [id])).get(id) ?? [], ctx.now());
      });
    },
  };
}
export type UserQueries = ReturnType<typeof createUserQueries>;
