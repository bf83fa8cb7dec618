import {
  availableExtensions,
  createAttachmentTypeInput,
  defaultReminderDays,
  EntityType,
  EntityTypes,
  ExtensionsPermissions,
  maxAttachmentSize,
  updateAttachmentTypeInput,
} from '@hr/contracts';
import { Checkbox, Form, Input, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getLanguage } from '../../../../app/language.ts';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FileSizeInput, type SizeValue } from '../../../../components/FileSizeInput.tsx';
import { fromBytes, toBytes } from '../../../../components/file-size.ts';
import { formatFileSize } from '../../../../components/format.ts';
import { attachmentTypesApi } from '../../api/attachment-type.api.ts';

/** The form holds the size as a number and a unit, and the extensions as plain strings. */
type Values = Omit<
  z.input<typeof createAttachmentTypeInput>,
  'allowedSize' | 'allowedExtensions' | 'reminderDays'
> & {
  allowedSize: SizeValue;
  allowedExtensions: string[];
  /** Tags as typed ("30"), numbers once read back. */
  reminderDays: Array<string | number>;
};

/** settings/attachment-types: the grid of attachment types; Add and Edit (500 px), delete. */
export function AttachmentTypesPage() {
  const { t } = useTranslation('extensions');
  const entityTypes = EntityTypes.members.map((m) => ({ value: m.value, label: m[getLanguage()] }));
  const checkSize = async (_rule: unknown, value: SizeValue | undefined) => {
    if (value?.size === null || value?.size === undefined) throw new Error(t('common::ThisFieldIsRequired'));
    const bytes = toBytes({ size: value.size, unit: value.unit });
    if (bytes < 1) throw new Error(t('common::MinValue', { min: 1 }));
    if (bytes > maxAttachmentSize)
      throw new Error(t('MaxAllowedSize', { size: formatFileSize(maxAttachmentSize) }));
  };
  return (
    <CrudPage
      api={attachmentTypesApi}
      policies={ExtensionsPermissions.AttachmentTypes}
      title={t('AttachmentTypes')}
      newLabel={t('AddAttachmentType')}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('Name') },
        {
          key: 'entityType',
          dataIndex: 'entityType',
          title: t('EntityType'),
          render: (value: number) => EntityTypes.label(value, getLanguage()),
        },
        {
          key: 'allowedSize',
          dataIndex: 'allowedSize',
          title: t('AllowedSize'),
          // <bdi> keeps "5.00 MB" in its order inside right-to-left text.
          render: (bytes: number) => <bdi>{formatFileSize(bytes)}</bdi>,
        },
        {
          key: 'allowedExtensions',
          dataIndex: 'allowedExtensions',
          title: t('AllowedExtensions'),
          render: (extensions: { value: string }[]) => extensions.map((e) => e.value).join(', '),
        },
      ]}
      table={{ search: { param: 'filter', placeholder: t('SearchByName') } }}
      dialog={{
        title: (record) => (record ? t('EditAttachmentType') : t('AddAttachmentType')),
        api: attachmentTypesApi,
        schemas: { create: createAttachmentTypeInput, update: updateAttachmentTypeInput },
        // The upload dialog's types of an entity type too.
        invalidate: attachmentTypesApi.keys.all,
        defaults: {
          entityType: EntityType.Employee,
          allowedSize: { size: null, unit: 'MB' },
          reminderDays: [...defaultReminderDays],
          remindHr: true,
        },
        toForm: (type) => ({
          name: type.name,
          entityType: type.entityType,
          allowedSize: fromBytes(type.allowedSize),
          allowedExtensions: type.allowedExtensions.map((e) => e.value),
          expires: type.expires,
          reminderDays: type.reminderDays,
          remindHr: type.remindHr,
          remindManager: type.remindManager,
          remindEmployee: type.remindEmployee,
          employeeMayRenew: type.employeeMayRenew,
        }),
        toInput: (values: Values) => ({
          ...values,
          allowedSize: toBytes({ size: values.allowedSize.size ?? 0, unit: values.allowedSize.unit }),
          allowedExtensions: values.allowedExtensions.map((value) => ({ value })),
          reminderDays: (values.reminderDays ?? []).map(Number).filter((n) => Number.isInteger(n)),
        }),
        fields: (
          <>
            <Field name="name" label={t('Name')}>
              <Input autoComplete="off" />
            </Field>
            <Field name="entityType" label={t('EntityType')}>
              <Select options={entityTypes} />
            </Field>
            <Form.Item
              name="allowedSize"
              label={t('AllowedSize')}
              required
              rules={[{ validator: checkSize }]}
            >
              <FileSizeInput sizeLabel={t('AllowedSize')} unitLabel={t('SizeUnit')} />
            </Form.Item>
            <Form.Item
              name="allowedExtensions"
              label={t('AllowedExtensions')}
              rules={[{ required: true, type: 'array', min: 1, message: t('common::ThisFieldIsRequired') }]}
            >
              <Select mode="multiple" options={availableExtensions.map((e) => ({ value: e, label: e }))} />
            </Form.Item>
            <Field name="expires" label={t('Expires')} valuePropName="checked" extra={t('ExpiresHint')}>
              <Switch />
            </Field>
            <Form.Item name="reminderDays" label={t('ReminderDays')} extra={t('ReminderDaysHint')}>
              <Select
                mode="tags"
                tokenSeparators={[',', ' ']}
                options={[90, 60, 30, 14, 7, 3, 1, 0].map((d) => ({ value: d, label: String(d) }))}
              />
            </Form.Item>
            <Form.Item label={t('WhoIsReminded')}>
              <Space wrap>
                <Form.Item name="remindHr" valuePropName="checked" noStyle>
                  <Checkbox>{t('RemindHr')}</Checkbox>
                </Form.Item>
                <Form.Item name="remindManager" valuePropName="checked" noStyle>
                  <Checkbox>{t('RemindManager')}</Checkbox>
                </Form.Item>
                <Form.Item name="remindEmployee" valuePropName="checked" noStyle>
                  <Checkbox>{t('RemindEmployee')}</Checkbox>
                </Form.Item>
              </Space>
            </Form.Item>
            <Field name="employeeMayRenew" label={t('EmployeeMayRenew')} valuePropName="checked">
              <Switch />
            </Field>
          </>
        ),
      }}
    />
  );
}
