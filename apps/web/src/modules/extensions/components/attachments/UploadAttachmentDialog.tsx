import {
  type AttachmentDto,
  type AttachmentTypeDto,
  createAttachmentInput,
  type EntityType,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../../components/Field.tsx';
import { FileField } from '../../../../components/FileField.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatFileSize, toApiDate } from '../../../../components/format.ts';
import { readAsBase64 } from '../../../../components/read-as-base64.ts';
import { attachmentsApi } from '../../api/attachment.api.ts';
import { attachmentTypesApi } from '../../api/attachment-type.api.ts';

/** The form holds the file as the upload list and the date as the picker's value; the call takes them as text. */
type UploadValues = Partial<Pick<z.input<typeof createAttachmentInput>, 'attachmentTypeId'>> & {
  file?: UploadFile[];
  expiryDate?: Parameters<typeof toApiDate>[0];
};

export interface UploadAttachmentDialogProps {
  open: boolean;
  entityType: EntityType;
  onClose: () => void;
  onUploaded: (attachment: AttachmentDto) => void;
}

/** Left-to-right text ("5.00 MB") kept in its order inside a right-to-left sentence. */
const isolated = (text: string) => `\u2066${text}\u2069`;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * The 500 px upload dialog: a type, then a file limited to the type's extensions (the input stays
 * disabled until a type is chosen), and an optional expiry date. The file is sent as base64 and stored
 * as a temporary attachment until the entity is saved.
 */
export function UploadAttachmentDialog({
  open,
  entityType,
  onClose,
  onUploaded,
}: UploadAttachmentDialogProps) {
  const { t } = useTranslation('extensions');
  const types = useQuery({
    queryKey: attachmentTypesApi.keys.byEntityType(entityType),
    queryFn: () => attachmentTypesApi.byEntityType(entityType),
    enabled: open,
  });
  const typeOf = (id: string | undefined): AttachmentTypeDto | undefined =>
    types.data?.find((x) => x.id === id);

  const submit = async (values: UploadValues) => {
    const file = values.file?.[0]?.originFileObj;
    if (!values.attachmentTypeId || !file) return;
    const uploaded = await attachmentsApi.upload({
      attachmentTypeId: values.attachmentTypeId,
      fileName: file.name,
      file: await readAsBase64(file),
      expiryDate: toApiDate(values.expiryDate) ?? null,
    });
    onUploaded(uploaded);
  };

  return (
    <FormDialog<UploadValues>
      open={open}
      title={t('UploadAttachment')}
      width={500}
      mode="create"
      okText={t('Upload')}
      successMessage={t('UploadedSuccessfully')}
      schema={createAttachmentInput}
      onSubmit={submit}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Field name="attachmentTypeId" label={t('AttachmentType')}>
            <Select
              loading={types.isLoading}
              options={types.data?.map((x) => ({ value: x.id, label: x.name }))}
              // Another type allows other files: the chosen one is dropped.
              onChange={() => form.setFieldsValue({ file: [] })}
              notFoundContent={t('NoAttachmentTypes')}
            />
          </Field>
          <Form.Item noStyle dependencies={['attachmentTypeId']}>
            {() => {
              const type = typeOf(form.getFieldValue('attachmentTypeId') as string | undefined);
              const extensions = type?.allowedExtensions.map((e) => e.value) ?? [];
              return (
                <FileField
                  label={t('File')}
                  chooseText={t('ChooseFile')}
                  extra={
                    type &&
                    t('AllowedFilesHint', {
                      extensions: extensions.join(', '),
                      size: isolated(formatFileSize(type.allowedSize)),
                    })
                  }
                  check={(file) => {
                    if (!type) return;
                    if (!extensions.includes(extensionOf(file.name)))
                      throw new Error(t('ExtensionNotAllowedHint', { extensions: extensions.join(', ') }));
                    if ((file.size ?? 0) > type.allowedSize)
                      throw new Error(
                        t('FileTooLargeHint', { size: isolated(formatFileSize(type.allowedSize)) }),
                      );
                  }}
                  accept={extensions.map((e) => `.${e}`).join(',')}
                  disabled={!type}
                />
              );
            }}
          </Form.Item>
          <Form.Item noStyle dependencies={['attachmentTypeId']}>
            {() => {
              // A type whose documents expire needs the date (the server refuses the upload without it).
              const expires = typeOf(form.getFieldValue('attachmentTypeId') as string | undefined)?.expires;
              return (
                <Form.Item
                  name="expiryDate"
                  label={t('ExpiryDate')}
                  required={expires}
                  rules={expires ? [{ required: true, message: t('common::ThisFieldIsRequired') }] : []}
                >
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              );
            }}
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
