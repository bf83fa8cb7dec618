import {
  type AttachmentTypeDto,
  createAttachmentTypeInput,
  EntityType,
  EntityTypes,
  maxAttachmentSize,
  updateAttachmentTypeInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getLanguage } from '../../../../app/language.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatFileSize } from '../../../../components/format.ts';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { attachmentTypesApi } from '../../api/attachment-type.api.ts';
import { SizeInput, type SizeValue } from './SizeInput.tsx';
import { fromBytes, toBytes } from './size.ts';

/** The form holds the size as a number and a unit, and the extensions as plain strings. */
type AttachmentTypeValues = Omit<
  z.input<typeof createAttachmentTypeInput>,
  'allowedSize' | 'allowedExtensions'
> & { allowedSize: SizeValue; allowedExtensions: string[] };

/** Add and edit (500 px): name, entity type, allowed size as a number and a unit (default MB), extensions. */
export function AttachmentTypeFormDialog(dialog: CrudDialogProps<AttachmentTypeDto>) {
  const { t } = useTranslation('extensions');
  const extensions = useQuery({
    queryKey: attachmentTypesApi.keys.availableExtensions(),
    queryFn: attachmentTypesApi.availableExtensions,
    enabled: dialog.open,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditAttachmentType') : t('AddAttachmentType')}
      api={attachmentTypesApi}
      schemas={{ create: createAttachmentTypeInput, update: updateAttachmentTypeInput }}
      // The upload dialog's types of an entity type too.
      invalidate={attachmentTypesApi.keys.all}
      defaults={{
        entityType: EntityType.Employee,
        allowedSize: { size: null, unit: 'MB' },
        allowedExtensions: [],
      }}
      toForm={(type): Partial<AttachmentTypeValues> => ({
        name: type.name,
        entityType: type.entityType,
        allowedSize: fromBytes(type.allowedSize),
        allowedExtensions: type.allowedExtensions.map((e) => e.value),
      })}
      toInput={(values: AttachmentTypeValues) => ({
        ...values,
        allowedSize: toBytes({ size: values.allowedSize.size ?? 0, unit: values.allowedSize.unit }),
        allowedExtensions: values.allowedExtensions.map((value) => ({ value })),
      })}
    >
      <Field name="name" label={t('Name')}>
        <Input autoComplete="off" />
      </Field>
      <Field name="entityType" label={t('EntityType')}>
        <Select options={EntityTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }))} />
      </Field>
      <Form.Item
        name="allowedSize"
        label={t('AllowedSize')}
        required
        rules={[
          {
            validator: async (_rule, value: SizeValue | undefined) => {
              if (value?.size === null || value?.size === undefined)
                throw new Error(t('common::ThisFieldIsRequired'));
              const bytes = toBytes({ size: value.size, unit: value.unit });
              if (bytes < 1) throw new Error(t('common::MinValue', { min: 1 }));
              if (bytes > maxAttachmentSize)
                throw new Error(t('MaxAllowedSize', { size: formatFileSize(maxAttachmentSize) }));
            },
          },
        ]}
      >
        <SizeInput sizeLabel={t('AllowedSize')} unitLabel={t('SizeUnit')} />
      </Form.Item>
      <Form.Item
        name="allowedExtensions"
        label={t('AllowedExtensions')}
        rules={[{ required: true, type: 'array', min: 1, message: t('common::ThisFieldIsRequired') }]}
      >
        <Select
          mode="multiple"
          loading={extensions.isLoading}
          options={extensions.data?.map((e) => ({ value: e, label: e }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
