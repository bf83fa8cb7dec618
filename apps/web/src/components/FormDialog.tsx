import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormSchema } from './Field.tsx';
import { useFrameForm } from './FrameForm.tsx';
import type {
  AnyFormOptions,
  FormFrame,
  FormFrameComponent,
  RecordFrameProps,
  StampedRecord,
} from './record-form.ts';
import { useOpeningKey } from './useOpeningKey.ts';

/** What the dialog takes besides the form's props. */
export interface DialogFrame {
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
> = RecordFrameProps<DialogFrame, TRecord, C, U, R, V>;

type FormDialogProps<V> = DialogFrame & FormFrame<V> & AnyFormOptions<V>;

/**
 * A modal form. Given a record's `api` and `schemas` it creates, or updates the `record` it is given: fills
 * the form from the record (or the schema's defaults), takes each Field's rules from the schema, sends the
 * concurrency stamp, parses with the schema, refreshes the lists and says Created or Updated. Given
 * `onSubmit` and `mode` it saves its own way. Either way OK submits (disabled while saving) and a refusal
 * lands on its fields.
 */
export const FormDialog: FormFrameComponent<DialogFrame> = function FormDialog<V>(props: FormDialogProps<V>) {
  // Every opening gets a fresh form (its own store), so values of a previous opening never leak in.
  const generation = useOpeningKey(props.open);
  return <FormDialogBody<V> key={generation} {...props} />;
};

function FormDialogBody<V>(props: FormDialogProps<V>) {
  const { open, title, width = 500, okText, onClose } = props;
  const { t } = useTranslation();
  const { schema, saving, fields, wrap } = useFrameForm(props, () => onClose(true));

  return (
    <FormSchema value={schema}>
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
        modalRender={(dom) => wrap(dom)}
      >
        {fields}
      </Modal>
    </FormSchema>
  );
}
