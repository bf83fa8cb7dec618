import { EmployeeStatuses, Genders, MaritalStatuses, MilitaryServiceStatuses } from '@hr/contracts';
import { EntityHistory } from '../../audit/public.ts';

/** An employee's History (the audit trail): on the employee's page and as the profile's History tab. */
export function EmployeeHistory({ employeeId }: { employeeId: string }) {
  return (
    <EntityHistory
      entityType="Employee"
      entityId={employeeId}
      namespace="employees"
      enums={{
        gender: Genders,
        employeeStatus: EmployeeStatuses,
        maritalStatus: MaritalStatuses,
        militaryServiceStatus: MilitaryServiceStatuses,
      }}
    />
  );
}
