import { Form, Modal } from 'antd';
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

export interface FormDialogFrame<V> extends FormFrame<V> {
  open: boolean;
  /** The spec's dialog widths. */
  width?: 500 | 600 | 700 | 800;
  /** The submit button's text; default Save. */
  okText?: ReactNode;
  /** Closes the dialog: true after a successful save. */
  onClose: (saved: boolean) => void;
}

export type RecordFormDialogProps<
  TRecord extends StampedRecord,
  C extends z.ZodType,
  U extends z.ZodType,
  R,
  V,
> = FormDialogFrame<V> & RecordFormOptions<TRecord, C, U, R, V>;

export type PlainFormDialogProps<V> = FormDialogFrame<V> & PlainFormOptions<V>;

/**
 * A modal form. Given a record's `api` and `schemas` it creates, or updates the `record` it is given: fills
 * the form from the record (or the schema's defaults), takes each Field's rules from the schema, sends the
 * concurrency stamp, parses with the schema, refreshes the lists and says Created or Updated. Given
 * `onSubmit` and `mode` it saves its own way. Either way OK submits (disabled while saving) and a refusal
 * lands on its fields.
 */
export function FormDialog<
  C extends z.ZodType,
  U extends z.ZodType,
  TRecord extends StampedRecord,
  R,
  V = z.input<C>,
>(props: RecordFormDialogProps<TRecord, C, U, R, V>): ReactElement;
export function FormDialog<V extends object>(props: PlainFormDialogProps<V>): ReactElement;
export function FormDialog<V>(
  props: RecordFormDialogProps<StampedRecord, z.ZodType, z.ZodType, unknown, V> | PlainFormDialogProps<V>,
): ReactElement {
  // Every opening gets a fresh form (its own store), so values of a previous opening never leak in.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setGeneration((g) => g + 1);
  }
  return <FormDialogBody<V> key={generation} {...props} />;
}

function FormDialogBody<V>(
  props: RecordFormDialogProps<StampedRecord, z.ZodType, z.ZodType, unknown, V> | PlainFormDialogProps<V>,
) {
  const { open, title, width = 500, okText, successMessage, fieldOfCode, onClose, children } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const source = formSource<V>(props);
  // The values of the opening: later renders (a list refreshed behind the dialog) do not refill it.
  const [initialValues] = useState(source.initialValues);
  const { saving, finish } = useFormSubmit(form, source, {
    successMessage,
    fieldOfCode,
    onDone: () => onClose(true),
  });

  return (
    <FormSchema value={source.schema}>
      <Modal
        open={open}
        title={title}
        width={width}
        okText={okText ?? t('Save')}
        cancelText={t('Cancel')}
        confirmLoading={saving}
        okButtonProps={{ htmlType: 'submit', disabled: saving }}
        cancelButtonProps={{ disabled: saving }}
        onCancel={() => onClose(false)}
        mask={{ closable: false }}
        destroyOnHidden
        modalRender={(dom) => (
          <Form<V>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={(values) => void finish(values)}
            scrollToFirstError
          >
            {dom}
          </Form>
        )}
      >
        {typeof children === 'function' ? children(form) : children}
      </Modal>
    </FormSchema>
  );
}
