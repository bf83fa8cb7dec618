import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../app/api-error.ts';

export interface FormDialogProps<TValues> {
  open: boolean;
  title: ReactNode;
  /** The spec's dialog widths. */
  width?: 500 | 600 | 700 | 800;
  initialValues?: Partial<TValues>;
  /** Picks the success message: CreatedSuccessfully or UpdatedSuccessfully. */
  mode: 'create' | 'update';
  /** Another success message; false when onSubmit shows its own (one that depends on the answer). */
  successMessage?: ReactNode | false;
  /** The submit button's text; default Save. */
  okText?: ReactNode;
  /** Saves; a rejected ApiError with validation errors marks the fields. */
  onSubmit: (values: TValues) => Promise<unknown>;
  /** Closes the dialog: true after a successful save. */
  onClose: (saved: boolean) => void;
  /** The list to refresh after a save. */
  invalidate?: QueryKey;
  children: ReactNode | ((form: FormInstance<TValues>) => ReactNode);
}

function lowerFirst(name: string): string {
  return name ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

/** A modal form: OK submits (disabled while saving), server validation errors land on their fields. */
export function FormDialog<TValues extends object>(props: FormDialogProps<TValues>) {
  // Every opening gets a fresh form (its own store), so values of a previous opening never leak in.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setGeneration((g) => g + 1);
  }
  return <FormDialogBody<TValues> key={generation} {...props} />;
}

function FormDialogBody<TValues extends object>({
  open,
  title,
  width = 500,
  initialValues,
  mode,
  successMessage,
  okText,
  onSubmit,
  onClose,
  invalidate,
  children,
}: FormDialogProps<TValues>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TValues>();
  const [saving, setSaving] = useState(false);

  const finish = async (values: TValues) => {
    if (saving) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && error.validationErrors.length > 0) {
        const known = new Set(Object.keys(form.getFieldsValue()));
        const fields = error.validationErrors.flatMap((v) =>
          v.members
            .map(lowerFirst)
            .filter((m) => known.has(m))
            .map((name) => ({ name, errors: [v.message] })),
        );
        form.setFields(fields as unknown as Parameters<FormInstance<TValues>['setFields']>[0]);
      }
      setSaving(false);
      return;
    }
    setSaving(false);
    if (successMessage !== false)
      message.success(successMessage ?? t(mode === 'create' ? 'CreatedSuccessfully' : 'UpdatedSuccessfully'));
    if (invalidate) await queryClient.invalidateQueries({ queryKey: invalidate });
    onClose(true);
  };

  return (
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
        <Form<TValues>
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
  );
}
