import { type EmployeeImportRowDto, maxEmployeeImportFileSize, maxEmployeeImportRows } from '@hr/contracts';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../../components/ImportDialog.tsx';
import { employeeApi } from '../../api/employee.api.ts';
import { employeeImportApi } from '../../api/employee-import.api.ts';

export interface ImportEmployeesDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Import employees from Excel: the shared import dialog (template, dry run, every row's errors, all or
 * nothing), each row shown by the employee's name and national number.
 */
export function ImportEmployeesDialog({ open, onClose }: ImportEmployeesDialogProps) {
  const { t } = useTranslation('employees');
  const employee = (r: EmployeeImportRowDto) => (
    <Flex vertical>
      <Typography.Text strong>{r.name || '—'}</Typography.Text>
      {r.nationalNumber ? (
        <Typography.Text type="secondary">
          <bdi>{r.nationalNumber}</bdi>
        </Typography.Text>
      ) : null}
    </Flex>
  );
  return (
    <ImportDialog<EmployeeImportRowDto>
      open={open}
      onClose={onClose}
      api={employeeImportApi}
      title={t('ImportEmployees')}
      intro={t('ImportIntro', { max: maxEmployeeImportRows })}
      templateName="employees-import-template.xlsx"
      listKeys={employeeApi.keys.lists()}
      rowLabel={employee}
      rowTitle={t('Employee')}
      importedMessage={(count) => t('ImportedEmployees', { count })}
      maxFileSize={maxEmployeeImportFileSize}
    />
  );
}
