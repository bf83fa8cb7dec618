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
import { Checkbox, Form, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FileSizeField, type SizeValue } from '../../../../components/FileSizeInput.tsx';
import { fromBytes, toBytes } from '../../../../components/file-size.ts';
import { formatFileSize } from '../../../../components/format.ts';
import { NamesField } from '../../../../components/NamesField.tsx';
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

/** Who may be reminded: each a checkbox, by its label's key. */
const reminded = { remindHr: 'RemindHr', remindManager: 'RemindManager', remindEmployee: 'RemindEmployee' };
const reminderDayChoices = [90, 60, 30, 14, 7, 3, 1, 0].map((d) => ({ value: d, label: String(d) }));

/** settings/attachment-types: the grid of attachment types; Add and Edit (500 px), delete. */
export function AttachmentTypesPage() {
  const { t } = useTranslation('extensions');
  return (
    <CrudPage
      api={attachmentTypesApi}
      policies={ExtensionsPermissions.AttachmentTypes}
      title={t('AttachmentTypes')}
      newLabel={t('AddAttachmentType')}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('Name') },
        { key: 'entityType', dataIndex: 'entityType', title: t('EntityType'), enum: EntityTypes },
        { key: 'allowedSize', dataIndex: 'allowedSize', title: t('AllowedSize'), kind: 'fileSize' },
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
        // The schema's parse keeps the fields of the body only.
        toForm: (type) => ({
          ...type,
          allowedSize: fromBytes(type.allowedSize),
          allowedExtensions: type.allowedExtensions.map((e) => e.value),
        }),
        toInput: (values: Values) => ({
          ...values,
          allowedSize: toBytes({ size: values.allowedSize.size ?? 0, unit: values.allowedSize.unit }),
          allowedExtensions: values.allowedExtensions.map((value) => ({ value })),
          reminderDays: (values.reminderDays ?? []).map(Number).filter((n) => Number.isInteger(n)),
        }),
        fields: (
          <>
            <NamesField label={t('Name')} autoFocus={false} />
            <Field name="entityType" label={t('EntityType')}>
              <EnumSelect enum={EntityTypes} />
            </Field>
            <FileSizeField
              name="allowedSize"
              label={t('AllowedSize')}
              unitLabel={t('SizeUnit')}
              max={maxAttachmentSize}
              tooLarge={t('MaxAllowedSize', { size: formatFileSize(maxAttachmentSize) })}
            />
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
              <Select mode="tags" tokenSeparators={[',', ' ']} options={reminderDayChoices} />
            </Form.Item>
            <Form.Item label={t('WhoIsReminded')}>
              <Space wrap>
                {Object.entries(reminded).map(([name, label]) => (
                  <Form.Item key={name} name={name} valuePropName="checked" noStyle>
                    <Checkbox>{t(label)}</Checkbox>
                  </Form.Item>
                ))}
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
