import {
  type CreateAttachmentType,
  type CreateExtraFieldDefinition,
  createAttachmentTypeInput,
  createExtraFieldDefinitionInput,
  EntityType,
  ExtraFieldType,
  SizeUnit,
} from '@hr/contracts';
import { systemContext } from '../../platform/context.ts';
import type { ModuleSetup } from '../../platform/module.ts';
import { demoTenantName } from '../tenancy/public.ts';
import type { ExtensionsServices } from './index.ts';

const { Employee } = EntityType;

const attachmentTypes: CreateAttachmentType[] = [
  {
    nameEn: 'National ID',
    nameAr: 'الهوية الوطنية',
    entityType: Employee,
    allowedSize: 5 * SizeUnit.MB,
    allowedExtensions: [{ value: 'pdf' }, { value: 'jpg' }, { value: 'jpeg' }, { value: 'png' }],
  },
  {
    nameEn: 'Certificates',
    nameAr: 'الشهادات',
    entityType: Employee,
    allowedSize: 10 * SizeUnit.MB,
    allowedExtensions: [{ value: 'pdf' }, { value: 'docx' }],
  },
  // Papers that expire (issue 42): reminded ahead; the employee renews a residence permit in self-service.
  {
    nameEn: 'Residence permit',
    nameAr: 'الإقامة',
    entityType: Employee,
    allowedSize: 5 * SizeUnit.MB,
    allowedExtensions: [{ value: 'pdf' }, { value: 'jpg' }, { value: 'png' }],
    expires: true,
    remindHr: true,
    remindManager: true,
    remindEmployee: true,
    employeeMayRenew: true,
  },
  {
    nameEn: 'Travel document',
    nameAr: 'جواز السفر',
    entityType: Employee,
    allowedSize: 5 * SizeUnit.MB,
    allowedExtensions: [{ value: 'pdf' }, { value: 'jpg' }, { value: 'png' }],
    expires: true,
    remindEmployee: true,
    employeeMayRenew: true,
  },
  {
    // In Arabic only: English screens show it as it is.
    nameAr: 'عقد العمل',
    entityType: Employee,
    allowedSize: 10 * SizeUnit.MB,
    allowedExtensions: [{ value: 'pdf' }],
  },
].map((t) => createAttachmentTypeInput.parse(t));

/** The codes of acme's demo extra fields, for the employee seed's values. */
export const DemoExtraFields = {
  BloodType: 'BloodType',
  HireSource: 'HireSource',
  ChildrenCount: 'ChildrenCount',
  ResidencyExpiry: 'ResidencyExpiry',
} as const;

export const bloodTypes = ['O+', 'A+', 'B+', 'AB+', 'O-', 'A-', 'B-', 'AB-'];

const extraFields: CreateExtraFieldDefinition[] = [
  {
    nameEn: 'Blood type',
    nameAr: 'فصيلة الدم',
    code: DemoExtraFields.BloodType,
    entityType: Employee,
    fieldType: ExtraFieldType.Selection,
    selectListValues: bloodTypes,
  },
  {
    nameEn: 'Hire source',
    nameAr: 'مصدر التوظيف',
    code: DemoExtraFields.HireSource,
    entityType: Employee,
    fieldType: ExtraFieldType.String,
  },
  {
    nameEn: 'Children count',
    nameAr: 'عدد الأطفال',
    code: DemoExtraFields.ChildrenCount,
    entityType: Employee,
    fieldType: ExtraFieldType.Int,
    defaultValue: '0',
  },
  {
    nameEn: 'Residency expiry',
    nameAr: 'تاريخ انتهاء الإقامة',
    code: DemoExtraFields.ResidencyExpiry,
    entityType: Employee,
    fieldType: ExtraFieldType.DateOnly,
  },
].map((f) => createExtraFieldDefinitionInput.parse(f));

/**
 * acme's attachment types (National ID, Certificates, an Arabic-named employment contract) and extra
 * fields of employees (blood type, hire source, children count, residency expiry). Each set only while
 * the tenant has none; runs before the employees' seed, which gives values to the fields.
 */
export async function seedExtensions(services: ExtensionsServices, { modules }: ModuleSetup): Promise<void> {
  const tenant = await modules.tenancy.tenants.findByName(demoTenantName);
  if (!tenant) return;
  const ctx = systemContext(tenant.id);
  const types = await services.attachmentTypes.list(ctx, { skipCount: 0, maxResultCount: 1 });
  if (types.totalCount === 0)
    for (const type of attachmentTypes) await services.attachmentTypes.create(ctx, type);
  const fields = await services.extraFields.list(ctx, { skipCount: 0, maxResultCount: 1 });
  if (fields.totalCount === 0) for (const field of extraFields) await services.extraFields.create(ctx, field);
}
