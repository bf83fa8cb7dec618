import { sql } from 'drizzle-orm';
import { check, date, index, uuid, varchar } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';

/**
 * Items handed to employees (document 3 §2.5). Never edited nor deleted: a row is released once, which sets
 * its release date (and reason); held while the date is null. The employee belongs to another module (no
 * foreign key; the create share-locks it, the employee's delete counts what is held here).
 */
export const employeeCustodies = tenantTable(
  'employee_custodies',
  {
    employeeId: uuid('employee_id').notNull(),
    description: varchar('description', { length: 1000 }),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    releaseDate: date('release_date', { mode: 'string' }),
    releaseReason: varchar('release_reason', { length: 500 }),
    /** When the item is due back (optional): the reminders job and the expiring-soon page watch held ones. */
    dueDate: date('due_date', { mode: 'string' }),
  },
  (t) => [
    // An employee's custody (the list's filter, the page of an employee) newest receipt first.
    index('employee_custodies_tenant_employee_receipt').on(
      t.tenantId,
      t.employeeId,
      t.receiptDate.desc(),
      t.id.desc(),
    ),
    // What is held: the held filter, and the count an employee's delete asks for.
    index('employee_custodies_tenant_held').on(t.tenantId, t.employeeId).where(sql`${t.releaseDate} is null`),
    index('employee_custodies_tenant_due')
      .on(t.tenantId, t.dueDate)
      .where(sql`${t.releaseDate} is null and ${t.dueDate} is not null`),
    index('employee_custodies_tenant_receipt').on(t.tenantId, t.receiptDate.desc(), t.id.desc()),
    check('employee_custodies_dates', sql`${t.releaseDate} is null or ${t.releaseDate} >= ${t.receiptDate}`),
    check('employee_custodies_due', sql`${t.dueDate} is null or ${t.dueDate} >= ${t.receiptDate}`),
    check('employee_custodies_reason', sql`${t.releaseDate} is not null or ${t.releaseReason} is null`),
  ],
);
