import { EntityType } from '@hr/contracts';
import { AttachmentsGrid } from './attachments/AttachmentsGrid.tsx';

/** The profile's Documents tab: the employee's attachments, read-only (downloads only). */
export function EmployeeDocumentsTab({ employeeId }: { employeeId: string; self: boolean }) {
  return (
    <AttachmentsGrid
      entityType={EntityType.Employee}
      entityId={employeeId}
      onPendingChange={() => undefined}
      readOnly
    />
  );
}
