import {
  type NotificationRecipients,
  NotificationTarget,
  type SendNotificationInput,
  sendNotificationInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { feedback } from '../../../../app/feedback.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { type SearchPage, SearchSelect } from '../../../../components/SearchSelect.tsx';
import { notificationApi, notificationKeys } from '../../api/notification.api.ts';

type SendValues = z.input<typeof sendNotificationInput>;

interface SendNotificationDialogProps {
  open: boolean;
  onClose: () => void;
}

function userLabel(user: NotificationRecipients['users'][number]): string {
  const name = [user.name, user.surname].filter(Boolean).join(' ');
  return name ? `${name} (${user.userName})` : user.userName;
}

/** The user search's cache entries (its answers are options, not the recipients answer the roles use). */
const recipientUsersKey = [...notificationKeys.all, 'recipient-users'] as const;

/** Up to 20 active users matching the text (the server's page; no further pages). */
async function searchUsers(text: string, { signal }: { signal: AbortSignal }): Promise<SearchPage> {
  const { users } = await notificationApi.recipients(text, signal);
  return { options: users.map((u) => ({ value: u.id, label: userLabel(u) })) };
}

/** HR.Notifications.Send: one user, everyone holding a role, or everyone in the organisation. */
export function SendNotificationDialog({ open, onClose }: SendNotificationDialogProps) {
  const { t } = useTranslation('notifications');
  const { message } = feedback();
  // The roles come with every answer; the unfiltered one is kept for the role list.
  const all = useQuery({
    queryKey: notificationKeys.recipients(''),
    queryFn: ({ signal }) => notificationApi.recipients('', signal),
    enabled: open,
  });

  const submit = async (values: SendValues) => {
    const input: SendNotificationInput = sendNotificationInput.parse({
      target: values.target,
      userId: values.target === NotificationTarget.User ? values.userId : null,
      roleId: values.target === NotificationTarget.Role ? values.roleId : null,
      title: values.title,
      message: values.message,
    });
    const { recipientCount } = await notificationApi.send(input);
    message.success(t('Sent', { count: recipientCount }));
  };

  return (
    <FormDialog<SendValues>
      open={open}
      title={t('SendNotification')}
      width={500}
      mode="create"
      okText={t('Send')}
      successMessage={false}
      schema={sendNotificationInput}
      initialValues={{ target: NotificationTarget.User }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field name="target" label={t('SendTo')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: NotificationTarget.User, label: t('TargetUser') },
            { value: NotificationTarget.Role, label: t('TargetRole') },
            { value: NotificationTarget.Everyone, label: t('TargetEveryone') },
          ]}
        />
      </Field>
      <Form.Item noStyle dependencies={['target']}>
        {({ getFieldValue }) => {
          const target = getFieldValue('target') as NotificationTarget;
          // Required only with their target (the contract checks the pair; the field shows the rule on its own).
          if (target === NotificationTarget.User)
            return (
              <Field name="userId" label={t('User')} required>
                <SearchSelect
                  queryKey={recipientUsersKey}
                  search={searchUsers}
                  placeholder={t('UserSearchPlaceholder')}
                />
              </Field>
            );
          if (target === NotificationTarget.Role)
            return (
              <Field name="roleId" label={t('Role')} required extra={t('RoleHint')}>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={all.isPending}
                  options={(all.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name }))}
                />
              </Field>
            );
          return <Form.Item extra={t('EveryoneHint')} style={{ marginTop: -16 }} />;
        }}
      </Form.Item>
      <Field name="title" label={t('Title')}>
        <Input />
      </Field>
      <Field name="message" label={t('Message')}>
        <Input.TextArea rows={4} showCount />
      </Field>
    </FormDialog>
  );
}
