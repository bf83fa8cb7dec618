import { Button, Card, Flex, Form, Spin } from 'antd';
import { type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSchema } from './Field.tsx';
import {
  type FormFrame,
  formSource,
  type PlainFormOptions,
  type RecordFormOptions,
  type StampedRecord,
} from './record-form.ts';
import { useFormSubmit } from './useFormSubmit.ts';

export interface FormPageFrame<V> extends FormFrame<V> {
  /** The record is still loading (an update page reading it by id): a spinner instead of the form. */
  loading?: boolean;
  /** Read-only (the user may not update): the fields are disabled and there is no Save. */
  readOnly?: boolean;
  /** Beside Save and Cancel (a Delete, a Print). */
  extra?: ReactNode;
  /** Leaves the page: true after a successful save, with the saved record. */
  onDone: (saved: boolean, record?: unknown) => void;
}

export type RecordFormPageProps<
  TRecord extends StampedRecord,
  C extends z.ZodType,
  U extends z.ZodType,
  R,
  V,
> = FormPageFrame<V> & RecordFormOptions<TRecord, C, U, R, V>;

export type PlainFormPageProps<V> = FormPageFrame<V> & PlainFormOptions<V>;

/**
 * FormDialog's full-page twin, for records too large for a dialog: the same record handling (values from
 * the record, rules from the schema, stamp, parse, refresh, message) in a card with Save and Cancel.
 */
export function FormPage<
  C extends z.ZodType,
  U extends z.ZodType,
  TRecord extends StampedRecord,
  R,
  V = z.input<C>,
>(props: RecordFormPageProps<TRecord, C, U, R, V>): ReactElement;
export function FormPage<V extends object>(props: PlainFormPageProps<V>): ReactElement;
export function FormPage<V>(
  props: RecordFormPageProps<StampedRecord, z.ZodType, z.ZodType, unknown, V> | PlainFormPageProps<V>,
): ReactElement {
  if (props.loading)
    return (
      <Card title={props.title} className="resource-card">
        <Spin />
      </Card>
    );
  // A new form when another record arrives (not when the same one is read again after a save).
  return <FormPageBody<V> key={props.record?.id ?? 'new'} {...props} />;
}

function FormPageBody<V>(
  props: RecordFormPageProps<StampedRecord, z.ZodType, z.ZodType, unknown, V> | PlainFormPageProps<V>,
) {
  const { title, readOnly = false, successMessage, fieldOfCode, extra, onDone, children } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const source = formSource<V>(props);
  const [initialValues] = useState(source.initialValues);
  const { saving, finish } = useFormSubmit(form, source, {
    successMessage,
    fieldOfCode,
    onDone: (saved) => onDone(true, saved),
  });

  return (
    <FormSchema value={source.schema}>
      <Card
        title={title}
        className="resource-card"
        // Outside the form, so that a read-only page's Cancel stays enabled.
        actions={[
          <Flex key="buttons" justify="end" gap={8} style={{ paddingInline: 16 }}>
            {extra}
            <Button disabled={saving} onClick={() => onDone(false)}>
              {t('Cancel')}
            </Button>
            {!readOnly && (
              <Button type="primary" loading={saving} onClick={() => form.submit()}>
                {t('Save')}
              </Button>
            )}
          </Flex>,
        ]}
      >
        <Form<V>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          disabled={readOnly}
          onFinish={(values) => void finish(values)}
          scrollToFirstError
        >
          {typeof children === 'function' ? children(form) : children}
        </Form>
      </Card>
    </FormSchema>
  );
}
