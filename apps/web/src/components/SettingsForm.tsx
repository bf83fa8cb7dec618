import { SaveOutlined } from '@ant-design/icons';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { feedback } from '../app/feedback.ts';
import { SchemaForm } from './Field.tsx';
import { QueryLoader } from './QueryLoader.tsx';
import { useSaving } from './useSaving.ts';

export interface SettingsFormProps<T, V> {
  /** The group's read: its query key (read again after a save) and its call. */
  queryKey: QueryKey;
  load: () => Promise<T>;
  /** The contract's update input: the rules of the form's Fields. */
  schema: z.ZodType;
  /** The form's values from what was read; default as read. */
  initialValues?: (data: T) => Partial<V>;
  /** The save of valid values. */
  update: (values: V) => Promise<unknown>;
  /** What else shows the group's values, read again after a save (the app's configuration). */
  alsoRefresh?: readonly QueryKey[];
  /** False: the values shown disabled, without Save. */
  canEdit?: boolean;
  maxWidth: number;
  /** Buttons after Save (in a row with it). */
  actions?: ReactNode;
  /** The fields, with what was read. */
  children: (data: T) => ReactNode;
}

/**
 * A settings group's form (a group of setting management, the organisation's salary account): read before
 * it shows (`QueryLoader`), the contract's rules on its Fields, Save one at a time with a refusal on the
 * fields (`useSaving`), then "Saved" and a fresh read of the group and of whatever else shows its values.
 */
export function SettingsForm<T, V>(props: SettingsFormProps<T, V>) {
  return (
    <QueryLoader queryKey={props.queryKey} queryFn={props.load}>
      {(data) => <SettingsFields {...props} data={data} />}
    </QueryLoader>
  );
}

function SettingsFields<T, V>({
  queryKey,
  schema,
  initialValues,
  update,
  alsoRefresh = [],
  canEdit = true,
  maxWidth,
  actions,
  children,
  data,
}: SettingsFormProps<T, V> & { data: T }) {
  const { t } = useTranslation();
  const { message } = feedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const { saving, run } = useSaving(form);
  const save = (values: V) =>
    run(async () => {
      await update(values);
      message.success(t('common::SavedSuccessfully'));
      await Promise.all(
        [queryKey, ...alsoRefresh].map((key) => queryClient.invalidateQueries({ queryKey: key })),
      );
    });
  const saveButton = (
    <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
      {t('common::Save')}
    </Button>
  );
  return (
    <SchemaForm<V>
      schema={schema}
      form={form}
      initialValues={initialValues ? initialValues(data) : (data as Partial<V>)}
      onFinish={save}
      disabled={!canEdit}
      style={{ maxWidth }}
    >
      {children(data)}
      {canEdit &&
        (actions !== undefined ? (
          <Space wrap>
            {saveButton}
            {actions}
          </Space>
        ) : (
          saveButton
        ))}
    </SchemaForm>
  );
}
