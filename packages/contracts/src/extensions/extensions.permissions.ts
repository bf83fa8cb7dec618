import { definePermissions } from '../platform/permissions.ts';

/**
 * Group GoldenOwl (the spec's "Settings" menu): attachment types and extra field definitions, which shape
 * the forms of the entities that use them; the policy names are the spec's, kept as they are.
 */
export const { names: ExtensionsPermissions, definitions: extensionsPermissions } = definePermissions({
  AttachmentTypes: {
    name: 'GoldenOwl.AttachmentType.AttachmentTypeManagement',
    en: 'Attachment types',
    ar: 'أنواع المرفقات',
    crud: true,
  },
  ExtraFieldDefinitions: {
    name: 'GoldenOwl.ExtraFieldDefinition.ExtraFieldDefinition',
    en: 'Extra fields',
    ar: 'الحقول الإضافية',
    crud: true,
  },
});
