import { SendOutlined } from '@ant-design/icons';
import { sendTestEmailInput } from '@hr/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../../components/zod-rules.ts';
import { emailingApi } from './emailing.api.ts';

interface TestEmailValues {
  senderEmailAddress: string;
  targetEmailAddress: string;
  subject: string;
  body?: string;
}

interface SendTestEmailDialogProps {
  open: boolean;
  /** Proposed sender (the default from address of the settings). */
  defaultSender?: string;
  /** Proposed recipient (the signed-in user's address). */
  defaultTarget?: string;
  onClose: () => void;
}

const rules = formRules(sendTestEmailInput);

/** A number from 0 to 9999 that makes each test e-mail's subject recognisable in the inbox. */
const testEmailNumber = () => Math.floor(Math.random() * 10_000);

/** The send-test-email modal (document 1 §4, §5): built on open, closes once sent. */
export function SendTestEmailDialog(props: SendTestEmailDialogProps) {
  // A fresh form (and subject number) each time it opens.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setGeneration((g) => g + 1);
  }
  return <SendTestEmailForm key={generation} {...props} />;
}

function SendTestEmailForm({ open, defaultSender, defaultTarget, onClose }: SendTestEmailDialogProps) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const [form] = Form.useForm<TestEmailValues>();
  const [initialValues] = useState<TestEmailValues>(() => ({
    senderEmailAddress: defaultSender ?? '',
    targetEmailAddress: defaultTarget ?? '',
    subject: t('TestEmailSubject', { number: testEmailNumber() }),
    body: '',
  }));
  const [edited, setEdited] = useState(false);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const values = Form.useWatch([], form) as TestEmailValues | undefined;
  const valid = sendTestEmailInput.safeParse({ ...initialValues, ...values }).success;

  const send = async (input: TestEmailValues) => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await emailingApi.sendTestEmail(sendTestEmailInput.parse(input));
      message.success(t('SuccessfullySent'));
      onClose();
    } catch {
      // The HTTP client shows the server's message; the dialog stays open to correct the settings.
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('SendTestEmail')}
      width={600}
      okText={t('Send')}
      cancelText={t('common::Cancel')}
      confirmLoading={sending}
      okButtonProps={{ htmlType: 'submit', disabled: sending || (edited && !valid), icon: <SendOutlined /> }}
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
      <Form.Item name="senderEmailAddress" label={t('SenderEmailAddress')} rules={rules.senderEmailAddress}>
        <Input inputMode="email" dir="ltr" maxLength={256} autoComplete="off" />
      </Form.Item>
      <Form.Item name="targetEmailAddress" label={t('TargetEmailAddress')} rules={rules.targetEmailAddress}>
        <Input inputMode="email" dir="ltr" maxLength={256} autoComplete="off" />
      </Form.Item>
      <Form.Item name="subject" label={t('Subject')} rules={rules.subject}>
        <Input maxLength={256} />
      </Form.Item>
      <Form.Item name="body" label={t('Body')} rules={rules.body} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={5} maxLength={10_000} />
      </Form.Item>
    </Modal>
  );
}
