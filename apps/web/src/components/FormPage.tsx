import { Button, Card, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSchema } from './Field.tsx';
import { useFrameForm } from './FrameForm.tsx';
import type { AnyFormOptions, FormFrame, FormFrameComponent } from './record-form.ts';

/** What the page takes besides the form's props. */
export interface PageFrame {
  /** The record is still loading (an update page reading it by id): a spinner instead of the form. */
  loading?: boolean;
  /** Read-only (the user may not update): the fields are disabled and there is no Save. */
  readOnly?: boolean;
  /** Beside Save and Cancel (a Delete, a Print). */
  extra?: ReactNode;
  /** Leaves the page: true after a successful save, with the saved record. */
  onDone: (saved: boolean, record?: unknown) => void;
}

type FormPageProps<V> = PageFrame & FormFrame<V> & AnyFormOptions<V>;

/**
 * FormDialog's full-page twin, for records too large for a dialog: the same record handling (values from
 * the record, rules from the schema, stamp, parse, refresh, message) in a card with Save and Cancel.
 */
export const FormPage: FormFrameComponent<PageFrame> = function FormPage<V>(props: FormPageProps<V>) {
  if (props.loading)
    return (
      <Card title={props.title} className="resource-card">
        <Spin />
      </Card>
    );
  // A new form when another record arrives (not when the same one is read again after a save).
  return <FormPageBody<V> key={props.record?.id ?? 'new'} {...props} />;
};

function FormPageBody<V>(props: FormPageProps<V>) {
  const { title, readOnly = false, extra, onDone } = props;
  const { t } = useTranslation();
  const { form, schema, saving, fields, wrap } = useFrameForm(props, (saved) => onDone(true, saved));

  return (
    <FormSchema value={schema}>
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
        {wrap(fields, readOnly)}
      </Card>
    </FormSchema>
  );
}
