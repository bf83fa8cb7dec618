import { employeeEndpoints, employeeImportEndpoints, employeeProfileEndpoints } from '@hr/contracts';
import { excelExport } from '../../platform/http/excel.ts';
import { mount, resourceHandlers } from '../../platform/http/mount.ts';
import { templateDownload } from '../../platform/import/import-routes.ts';
import { employeeExcelColumns } from './employee.export.ts';
import type { EmployeesServices } from './index.ts';

const templateName = { en: 'employees-import-template.xlsx', ar: 'قالب-استيراد-الموظفين.xlsx' };

/** Employees: each endpoint of the contracts, one line to its service; the export streams a workbook. */
export function employeeRoutes({ employees, employeeImport, profiles }: EmployeesServices) {
  return [
    mount(employeeEndpoints, {
      ...resourceHandlers(employeeEndpoints, employees),
      names: (req) => employees.names(req.ctx, req.query),
      managers: (req) => employees.managerCandidates(req.ctx, req.params.id, req.query),
      userLookup: (req) => employees.userLookup(req.ctx, req.query.filter),
      exportExcel: excelExport(
        { en: 'employees', ar: 'الموظفون' },
        employeeExcelColumns,
        employees.exportRows,
      ),
      nameOf: (req) => employees.nameOf(req.ctx, req.params.id),
    }),
    mount(employeeProfileEndpoints, {
      own: (req) => profiles.own(req.ctx),
      get: (req) => profiles.profile(req.ctx, req.params.id),
    }),
    mount(employeeImportEndpoints, {
      template: templateDownload(templateName, employeeImport.template),
      import: (req) => employeeImport.run(req.ctx, req.body),
    }),
  ];
}
