import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { demoTenantName } from '../tenancy/public.ts';
import type { OrganisationServices } from './index.ts';

/** acme's demo departments, by their English names (their Arabic names in {@link demoArabicNames}). */
export const DemoDepartments = {
  GeneralManagement: 'General Management',
  HumanResources: 'Human Resources',
  Finance: 'Finance',
  Operations: 'Operations',
  Production: 'Production',
  Quality: 'Quality',
  InformationTechnology: 'Information Technology',
} as const;

/** acme's demo job titles by their English names; the employees seed assigns them by these names (see {@link findDemoJobTitles}). */
export const DemoJobTitles = {
  GeneralManager: 'General Manager',
  HrManager: 'HR Manager',
  HrOfficer: 'HR Officer',
  Recruiter: 'Recruiter',
  FinanceManager: 'Finance Manager',
  Accountant: 'Accountant',
  PayrollSpecialist: 'Payroll Specialist',
  OperationsManager: 'Operations Manager',
  ProductionSupervisor: 'Production Supervisor',
  MachineOperator: 'Machine Operator',
  ProductionWorker: 'Production Worker',
  QualitySupervisor: 'Quality Supervisor',
  QualityInspector: 'Quality Inspector',
  ItManager: 'IT Manager',
  SoftwareDeveloper: 'Software Developer',
  ItSupportSpecialist: 'IT Support Specialist',
} as const;

/** The Arabic name of each demo department and job title: the demo reads cleanly in both languages. */
const demoArabicNames: Record<string, string> = {
  'General Management': 'الإدارة العامة',
  'Human Resources': 'الموارد البشرية',
  Finance: 'المالية',
  Operations: 'العمليات',
  Production: 'الإنتاج',
  Quality: 'الجودة',
  'Information Technology': 'تقنية المعلومات',
  'General Manager': 'المدير العام',
  'HR Manager': 'مدير الموارد البشرية',
  'HR Officer': 'موظف موارد بشرية',
  Recruiter: 'مسؤول التوظيف',
  'Finance Manager': 'المدير المالي',
  Accountant: 'محاسب',
  'Payroll Specialist': 'أخصائي رواتب',
  'Operations Manager': 'مدير العمليات',
  'Production Supervisor': 'مشرف الإنتاج',
  'Machine Operator': 'مشغل آلات',
  'Production Worker': 'عامل إنتاج',
  'Quality Supervisor': 'مشرف الجودة',
  'Quality Inspector': 'مراقب جودة',
  'IT Manager': 'مدير تقنية المعلومات',
  'Software Developer': 'مطور برمجيات',
  'IT Support Specialist': 'أخصائي دعم فني',
};

const D = DemoDepartments;
const J = DemoJobTitles;

/** Parents before children. */
const departmentTree: Array<{ name: string; parent?: string }> = [
  { name: D.GeneralManagement },
  { name: D.HumanResources, parent: D.GeneralManagement },
  { name: D.Finance, parent: D.GeneralManagement },
  { name: D.Operations, parent: D.GeneralManagement },
  { name: D.Production, parent: D.Operations },
  { name: D.Quality, parent: D.Operations },
  { name: D.InformationTechnology, parent: D.GeneralManagement },
];

type JobTitleSeed = { name: string; department: string; parent?: string; baseSalary: string };
const title = (
  name: string,
  department: string,
  parent: string | undefined,
  baseSalary: string,
): JobTitleSeed => (parent ? { name, department, parent, baseSalary } : { name, department, baseSalary });

/** Parents before children: the name, the department, the parent; monthly base salaries. */
const jobTitleTree: JobTitleSeed[] = [
  title(J.GeneralManager, D.GeneralManagement, undefined, '12000.00'),
  title(J.HrManager, D.HumanResources, J.GeneralManager, '7000.00'),
  title(J.HrOfficer, D.HumanResources, J.HrManager, '3500.00'),
  title(J.Recruiter, D.HumanResources, J.HrManager, '3200.00'),
  title(J.FinanceManager, D.Finance, J.GeneralManager, '7500.00'),
  title(J.Accountant, D.Finance, J.FinanceManager, '3800.00'),
  title(J.PayrollSpecialist, D.Finance, J.FinanceManager, '3650.50'),
  title(J.OperationsManager, D.Operations, J.GeneralManager, '8000.00'),
  title(J.ProductionSupervisor, D.Production, J.OperationsManager, '4500.00'),
  title(J.MachineOperator, D.Production, J.ProductionSupervisor, '2500.00'),
  title(J.ProductionWorker, D.Production, J.ProductionSupervisor, '2100.00'),
  title(J.QualitySupervisor, D.Quality, J.OperationsManager, '4500.00'),
  title(J.QualityInspector, D.Quality, J.QualitySupervisor, '2800.00'),
  title(J.ItManager, D.InformationTechnology, J.GeneralManager, '7500.00'),
  title(J.SoftwareDeveloper, D.InformationTechnology, J.ItManager, '5200.00'),
  title(J.ItSupportSpecialist, D.InformationTechnology, J.ItManager, '3000.00'),
];

/** The ids of acme's job titles by name (the employees seed runs after this one). */
export async function findDemoJobTitles(
  services: { jobTitles: Pick<OrganisationServices['jobTitles'], 'list'> },
  tenantId: string,
): Promise<Map<string, string>> {
  const page = await services.jobTitles.list(systemContext(tenantId), { skipCount: 0, maxResultCount: 1000 });
  return new Map(page.items.map((j) => [j.name, j.id]));
}

/** acme's department tree and org chart, through the services; only while acme has no department. */
export async function seedOrganisation(
  services: OrganisationServices,
  { modules }: ModuleSetup,
): Promise<void> {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  if ((await services.departments.list(ctx, { skipCount: 0, maxResultCount: 1 })).totalCount > 0) return;
  const departmentIds = new Map<string, string>();
  for (const d of departmentTree) {
    const created = await services.departments.create(ctx, {
      nameEn: d.name,
      nameAr: demoArabicNames[d.name] ?? null,
      parentDepartmentId: d.parent ? departmentIds.get(d.parent) : null,
    });
    departmentIds.set(d.name, created.id);
  }
  const jobTitleIds = new Map<string, string>();
  for (const j of jobTitleTree) {
    const created = await services.jobTitles.create(ctx, {
      nameEn: j.name,
      nameAr: demoArabicNames[j.name] ?? null,
      departmentId: departmentIds.get(j.department)!,
      parentJobTitleId: j.parent ? jobTitleIds.get(j.parent) : null,
      baseSalary: j.baseSalary,
    });
    jobTitleIds.set(j.name, created.id);
  }
}
