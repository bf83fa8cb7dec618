import { Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { type AnyFormOptions, type FormFrame, formSource } from './record-form.ts';
import { useFormSubmit } from './useFormSubmit.ts';

/**
 * The form of a frame (FormDialog, FormPage): its store, the values it starts from (those of the first render:
 * later renders, a list refreshed behind it, do not refill it), its save, and the antd Form around `content`.
 */
export function useFrameForm<V>(props: FormFrame<V> & AnyFormOptions<V>, onDone: (saved: unknown) => void) {
  const { successMessage, fieldOfCode, children } = props;
  const [form] = Form.useForm<V>();
  const source = formSource<V>(props);
  const [initialValues] = useState(source.initialValues);
  const { saving, finish } = useFormSubmit(form, source, { successMessage, fieldOfCode, onDone });
  const fields = typeof children === 'function' ? children(form) : children;
  const wrap = (content: ReactNode, disabled?: boolean) => (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      disabled={disabled}
      onFinish={(values) => void finish(values)}
      scrollToFirstError
    >
      {content}
    </Form>
  );
  return { form, schema: source.schema, saving, fields, wrap };
}
