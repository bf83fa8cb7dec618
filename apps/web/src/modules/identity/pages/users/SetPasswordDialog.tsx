import { setUserPasswordInput, type UserDto } from '@hr/contracts';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { usersApi } from '../../api/users.api.ts';

interface SetPasswordValues {
  newPassword: string;
}

const rules = formRules(setUserPasswordInput);

/** An administrator gives a user a new password (the user's sessions keep working until they expire). */
export function SetPasswordDialog({
  open,
  user,
  onClose,
}: {
  open: boolean;
  user?: UserDto;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation('identity');
  return (
    <FormDialog<SetPasswordValues>
      open={open}
      title={
        <>
          {t('SetPassword')}
          {user ? <Typography.Text type="secondary"> — {user.userName}</Typography.Text> : null}
        </>
      }
      mode="update"
      invalidate={usersApi.keys.lists()}
      onSubmit={async (values) => {
        if (user) await usersApi.setPassword(user.id, setUserPasswordInput.parse(values));
      }}
      onClose={onClose}
    >
      <Form.Item name="newPassword" label={t('NewPassword')} rules={rules.newPassword}>
        <Input.Password autoComplete="new-password" dir="ltr" maxLength={128} />
      </Form.Item>
    </FormDialog>
  );
}
