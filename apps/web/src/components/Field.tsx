import { Form, type FormItemProps, type FormProps, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { cloneElement, createContext, isValidElement, type ReactNode, useContext, useMemo } from 'react';
import type { z } from 'zod';
import { maxLengthOf, schemaAt, zodRules } from './zod-rules.ts';

/** The contract's schema of the form around: FormDialog and FormPage provide it, Field reads it. */
export const FormSchema = createContext<z.ZodType | undefined>(undefined);

export interface SchemaFormProps<V> extends Omit<FormProps<V>, 'layout' | 'onFinish' | 'children'> {
  /** The contract's schema its Fields take their rules from. */
  schema: z.ZodType;
  /** The submit of valid values (a save, run without waiting). */
  onFinish: (values: V) => unknown;
  children: ReactNode;
}

/** A vertical form of its own (not a FormDialog's or FormPage's) whose Fields take the contract's rules. */
export function SchemaForm<V>({ schema, onFinish, children, ...props }: SchemaFormProps<V>) {
  return (
    <FormSchema value={schema}>
      <Form<V> layout="vertical" {...props} onFinish={(values) => void onFinish(values)}>
        {children}
      </Form>
    </FormSchema>
  );
}

// The controls that take a maxLength.
const textInputs = new Set<unknown>([Input, Input.Password, Input.TextArea, Input.Search]);

export interface FieldProps extends Omit<FormItemProps, 'name' | 'children'> {
  name: NamePath;
  /** The field's own schema, where the form's schema cannot reach it (an item of a Form.List). */
  schema?: z.ZodType;
  children: ReactNode;
}

/**
 * A form field whose rules come from the contract: required or not, lengths, formats and messages as the
 * server checks them, and a text input's maxLength from the string's `.max()`. `rules` adds the screen's
 * own (a uniqueness check); `required` overrides the schema's.
 */
export function Field({ name, schema, rules, required, children, ...item }: FieldProps) {
  const formSchema = useContext(FormSchema);
  const fieldSchema = useMemo(
    () => schema ?? (formSchema ? schemaAt(formSchema, Array.isArray(name) ? name : [name]) : undefined),
    [schema, formSchema, name],
  );
  const derived = useMemo(
    () => (fieldSchema ? zodRules(fieldSchema, required === undefined ? {} : { required }) : []),
    [fieldSchema, required],
  );
  const maxLength = fieldSchema && maxLengthOf(fieldSchema);
  const control =
    maxLength &&
    isValidElement<{ maxLength?: number }>(children) &&
    textInputs.has(children.type) &&
    children.props.maxLength === undefined
      ? cloneElement(children, { maxLength })
      : children;
  return (
    <Form.Item name={name} rules={[...derived, ...(rules ?? [])]} required={required} {...item}>
      {control}
    </Form.Item>
  );
}
