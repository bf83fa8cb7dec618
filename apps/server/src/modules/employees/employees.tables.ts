import { sql } from 'drizzle-orm';
import { type AnyPgColumn, date, index, smallint, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { newestFirst } from '../../platform/db/columns.ts';
import { softDeletedTenantTable } from '../../platform/db/tenant-table.ts';

/**
 * Employees of a tenant with their contact and emergency contact (one to one, so in the same row). The
 * job title (organisation module) and the user (identity module) are referenced by id and checked by
 * their services, not by foreign keys across modules.
 */
export const employees = softDeletedTenantTable(
  'employees',
  {
    name: varchar('name', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    fatherName: varchar('father_name', { length: 64 }).notNull(),
    motherName: varchar('mother_name', { length: 64 }).notNull(),
    nationalNumber: varchar('national_number', { length: 32 }).notNull(),
    gender: smallint('gender').notNull(),
    employeeStatus: smallint('employee_status').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    maritalStatus: smallint('marital_status').notNull(),
    militaryServiceStatus: smallint('military_service_status').notNull(),
    jobTitleId: uuid('job_title_id').notNull(),
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id),
    userId: uuid('user_id'),
    email: varchar('email', { length: 256 }),
    workEmail: varchar('work_email', { length: 256 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    workPhoneNumber: varchar('work_phone_number', { length: 20 }),
    emergencyPhone: varchar('emergency_phone', { length: 20 }).notNull(),
    emergencyContactName: varchar('emergency_contact_name', { length: 128 }).notNull(),
    emergencyRelationship: varchar('emergency_relationship', { length: 64 }).notNull(),
    // Bank details (issue 43): the payment method (PaymentMethod; null: not given), the bank (finance's,
    // checked by its service), the IBAN without spaces, the account holder and the UAE WPS personal number.
    paymentMethod: smallint('payment_method'),
    bankId: uuid('bank_id'),
    iban: varchar('iban', { length: 34 }),
    accountHolderName: varchar('account_holder_name', { length: 70 }),
    wpsPersonId: varchar('wps_person_id', { length: 14 }),
  },
  (t) => [
    // Unique among the tenant's live employees; a deleted employee's number is free again.
    uniqueIndex('employees_tenant_national_number')
      .on(t.tenantId, t.nationalNumber)
      .where(sql`not ${t.isDeleted}`),
    // A user is one employee (the EmployeeId of their token).
    uniqueIndex('employees_tenant_user')
      .on(t.tenantId, t.userId)
      .where(sql`${t.userId} is not null and not ${t.isDeleted}`),
    // The list's default order, and its count, over the live employees. NULLS FIRST is what ORDER BY
    // ... DESC means: an index DESC NULLS LAST cannot give that order, and the list would sort every row.
    index('employees_tenant_live')
      .on(t.tenantId, ...newestFirst(t))
      .where(sql`not ${t.isDeleted}`),
    // The list filtered by job title (also the job title's holders) or by status, in the same order.
    index('employees_tenant_job_title')
      .on(t.tenantId, t.jobTitleId, ...newestFirst(t))
      .where(sql`not ${t.isDeleted}`),
    index('employees_tenant_status')
      .on(t.tenantId, t.employeeStatus, ...newestFirst(t))
      .where(sql`not ${t.isDeleted}`),
    // The count of a list filtered by job title and status, read from this index alone (the filter's rows
    // are thousands; reading each from the table cost more than the page they went with).
    index('employees_tenant_job_title_status')
      .on(t.tenantId, t.jobTitleId, t.employeeStatus)
      .where(sql`not ${t.isDeleted}`),
    // A bank's holders (its delete is refused while any is live).
    index('employees_tenant_bank').on(t.tenantId, t.bankId),
    // The foreign key, and the walk down a manager's subordinates.
    index('employees_tenant_manager').on(t.tenantId, t.managerId),
  ],
);
