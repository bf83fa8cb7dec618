import { SendOutlined } from '@ant-design/icons';
import { sendTestEmailInput } from '@hr/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { feedback } from '../../../../app/feedback.ts';
import { Field, FormSchema } from '../../../../components/Field.tsx';
import { useOpeningKey } from '../../../../components/useOpeningKey.ts';
import { useSaving } from '../../../../components/useSaving.ts';
import { emailingApi } from './emailing.api.ts';

type TestEmailValues = z.input<typeof sendTestEmailInput>;

interface SendTestEmailDialogProps {
  open: boolean;
  /** Proposed sender (the default from address of the settings). */
  defaultSender?: string;
  /** Proposed recipient (the signed-in user's address). */
  defaultTarget?: string;
  onClose: () => void;
}

/** A number from 0 to 9999 that makes each test e-mail's subject recognisable in the inbox. */
const testEmailNumber = () => Math.floor(Math.random() * 10_000);

/** The send-test-email modal (document 1 §4, §5): built on open, closes once sent. */
export function SendTestEmailDialog(props: SendTestEmailDialogProps) {
  // A fresh form (and subject number) each time it opens.
  const generation = useOpeningKey(props.open);
  return <SendTestEmailForm key={generation} {...props} />;
}

function SendTestEmailForm({ open, defaultSender, defaultTarget, onClose }: SendTestEmailDialogProps) {
  const { t } = useTranslation('settings');
  const { message } = feedback();
  const [form] = Form.useForm<TestEmailValues>();
  const [initialValues] = useState<TestEmailValues>(() => ({
    senderEmailAddress: defaultSender ?? '',
    targetEmailAddress: defaultTarget ?? '',
    subject: t('TestEmailSubject', { number: testEmailNumber() }),
    body: '',
  }));
  const [edited, setEdited] = useState(false);
  const { saving: sending, run } = useSaving(form);
  const values = Form.useWatch([], form) as TestEmailValues | undefined;
  const valid = sendTestEmailInput.safeParse({ ...initialValues, ...values }).success;

  // A refusal: the HTTP client shows the server's message; the dialog stays open to correct the settings.
  const send = (input: TestEmailValues) =>
    run(async () => {
      await emailingApi.sendTestEmail(sendTestEmailInput.parse(input));
      message.success(t('SuccessfullySent'));
      onClose();
    });

  return (
    <FormSchema value={sendTestEmailInput}>
      <Modal
        open={open}
        title={t('SendTestEmail')}
        width={600}
        okText={t('Send')}
        cancelText={t('common::Cancel')}
        confirmLoading={sending}
        okButtonProps={{
          htmlType: 'submit',
          disabled: sending || (edited && !valid),
          icon: <SendOutlined />,
        }}
        cancelButtonProps={{ disabled: sending }}
        onCancel={onClose}
        mask={{ closable: false }}
        destroyOnHidden
        modalRender={(dom) => (
          <Form<TestEmailValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onValuesChange={() => setEdited(true)}
            onFinish={(v) => void send(v)}
          >
            {dom}
          </Form>
        )}
      >
        <Field name="senderEmailAddress" label={t('SenderEmailAddress')}>
          <Input inputMode="email" dir="ltr" autoComplete="off" />
        </Field>
        <Field name="targetEmailAddress" label={t('TargetEmailAddress')}>
          <Input inputMode="email" dir="ltr" autoComplete="off" />
        </Field>
        <Field name="subject" label={t('Subject')}>
          <Input />
        </Field>
        <Field name="body" label={t('Body')} style={{ marginBottom: 0 }}>
          <Input.TextArea rows={5} />
        </Field>
      </Modal>
    </FormSchema>
  );
}
