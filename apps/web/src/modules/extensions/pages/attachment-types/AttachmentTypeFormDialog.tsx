import {
  type AttachmentTypeDto,
  createAttachmentTypeInput,
  EntityType,
  EntityTypes,
  maxAttachmentSize,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../../app/language.ts';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatFileSize } from '../../../../components/format.ts';
import { formRules } from '../../../../components/zod-rules.ts';
import { attachmentTypesApi } from '../../api/attachment-type.api.ts';
import { SizeInput, type SizeValue } from './SizeInput.tsx';
import { fromBytes, toBytes } from './size.ts';

interface AttachmentTypeFormValues {
  name: string;
  entityType: EntityType;
  allowedSize: SizeValue;
  allowedExtensions: string[];
}

interface AttachmentTypeFormDialogProps {
  open: boolean;
  /** The type to edit; absent to add one. */
  attachmentType?: AttachmentTypeDto;
  onClose: (saved: boolean) => void;
}

const rules = formRules(createAttachmentTypeInput);

/** Add and edit (500 px): name, entity type, allowed size as a number and a unit (default MB), extensions. */
export function AttachmentTypeFormDialog({ open, attachmentType, onClose }: AttachmentTypeFormDialogProps) {
  const { t } = useTranslation('extensions');
  const extensions = useQuery({
    queryKey: attachmentTypesApi.keys.availableExtensions(),
    queryFn: attachmentTypesApi.availableExtensions,
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const submit = async (values: AttachmentTypeFormValues) => {
    const input = {
      name: values.name,
      entityType: values.entityType,
      allowedSize: toBytes({ size: values.allowedSize.size ?? 0, unit: values.allowedSize.unit }),
      allowedExtensions: values.allowedExtensions.map((value) => ({ value })),
    };
    if (attachmentType)
      await attachmentTypesApi.update(attachmentType.id, {
        id: attachmentType.id,
        ...input,
        concurrencyStamp: attachmentType.concurrencyStamp,
      });
    else await attachmentTypesApi.create(input);
  };

  const initialValues: Partial<AttachmentTypeFormValues> = attachmentType
    ? {
        name: attachmentType.name,
        entityType: attachmentType.entityType,
        allowedSize: fromBytes(attachmentType.allowedSize),
        allowedExtensions: attachmentType.allowedExtensions.map((e) => e.value),
      }
    : { entityType: EntityType.Employee, allowedSize: { size: null, unit: 'MB' }, allowedExtensions: [] };

  return (
    <FormDialog<AttachmentTypeFormValues>
      open={open}
      title={attachmentType ? t('EditAttachmentType') : t('AddAttachmentType')}
      width={500}
      mode={attachmentType ? 'update' : 'create'}
      invalidate={attachmentTypesApi.keys.all}
      onSubmit={submit}
      onClose={onClose}
      initialValues={initialValues}
    >
      <Form.Item name="name" label={t('Name')} rules={rules.name}>
        <Input maxLength={128} autoComplete="off" />
      </Form.Item>
      <Form.Item name="entityType" label={t('EntityType')} rules={rules.entityType}>
        <Select options={EntityTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }))} />
      </Form.Item>
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
