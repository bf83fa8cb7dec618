import type { Database } from '../../platform/db/database.ts';
import { createAllocationCarry } from './leave-allocation.carry.ts';
import { createAllocationCommands } from './leave-allocation.commands.ts';
import { createAllocationQueries } from './leave-allocation.queries.ts';
import { createAllocationRows, type LeaveAllocationDeps } from './leave-allocation.rows.ts';
import { createOwnAllocations } from './leave-allocation.self.ts';

export type { LeaveAllocationDeps, LeaveDepartments, LeaveEmployees } from './leave-allocation.rows.ts';

/**
 * Leave allocations: an employee's days or hours of a leave type over a validity, never overlapping another
 * of the same employee and type. Every figure but the allocation's own is a sum of the ledger. Assembled from
 * its audiences: HR's reads (`.queries`) and writes (`.commands`), the employee's balances (`.self`) and the
 * daily job's carry-forward and expiry (`.carry`).
 */
export function createLeaveAllocationService(db: Database, deps: LeaveAllocationDeps) {
  const rows = createAllocationRows(deps);
  return {
    ...createAllocationQueries(db, rows),
    ...createAllocationCommands(db, deps, rows),
    ...createOwnAllocations(db, rows),
    ...createAllocationCarry(db, deps, rows),
  };
}
export type LeaveAllocationService = ReturnType<typeof createLeaveAllocationService>;
