import { rejectGoTaskInput } from '@hr/contracts';
import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormSchema } from '../../../components/Field.tsx';

/**
 * ConfirmRejectTask, with an optional reason the requester is told: the task page's, and a request list's
 * (which says above the question which request it rejects).
 */
export function RejectTaskDialog({
  open,
  busy,
  onCancel,
  onReject,
  question,
  children,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string | null) => Promise<void>;
  /** The question instead of ConfirmRejectTask (several requests at once). */
  question?: ReactNode;
  /** What is rejected (a list's row), shown above the question. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('requests');
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={open}
      title={t('Reject')}
      okText={t('Reject')}
      cancelText={t('Cancel')}
      okButtonProps={{ danger: true, loading: busy }}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
      forceRender
    >
      {children}
      <p>{question ?? t('ConfirmRejectTask')}</p>
      <FormSchema value={rejectGoTaskInput}>
        <Form form={form} layout="vertical" onFinish={(v) => void onReject(v.reason?.trim() || null)}>
          <Field name="reason" label={t('RejectReason')}>
            <Input.TextArea rows={3} aria-label={t('RejectReason')} />
          </Field>
        </Form>
      </FormSchema>
    </Modal>
  );
}
