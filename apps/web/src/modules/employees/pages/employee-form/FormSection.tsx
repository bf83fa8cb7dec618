import { Card, Form, type FormInstance, Row } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormSchema } from '../../../../components/Field.tsx';

/** What the page gives each section: its form, the values it starts from, and whether it is read-only. */
export interface SectionProps<V> {
  form: FormInstance<V>;
  initialValues: V;
  readOnly: boolean;
}

/**
 * One section of the employee page: a card holding a form of its own (`name` is the form's id), whose
 * fields take their rules from `schema`, its part of the contract; `after` follows the form in the card.
 */
export function FormSection<V extends object>({
  title,
  schema,
  name,
  form,
  initialValues,
  readOnly,
  after,
  children,
}: SectionProps<V> & {
  title: string;
  schema: z.ZodType;
  name: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <FormSchema value={schema}>
        <Form<V> form={form} initialValues={initialValues} layout="vertical" disabled={readOnly} name={name}>
          <Row gutter={16}>{children}</Row>
        </Form>
      </FormSchema>
      {after}
    </Card>
  );
}
