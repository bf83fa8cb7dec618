import { setUserPasswordInput, type UserDto } from '@hr/contracts';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { usersApi } from '../../api/users.api.ts';

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
    <FormDialog<z.input<typeof setUserPasswordInput>>
      open={open}
      title={
        <>
          {t('SetPassword')}
          {user ? <Typography.Text type="secondary"> — {user.userName}</Typography.Text> : null}
        </>
      }
      mode="update"
      schema={setUserPasswordInput}
      invalidate={usersApi.keys.lists()}
      onSubmit={async (values) => {
        if (user) await usersApi.setPassword(user.id, setUserPasswordInput.parse(values));
      }}
      onClose={onClose}
    >
      <Field name="newPassword" label={t('NewPassword')}>
        <Input.Password autoComplete="new-password" dir="ltr" />
      </Field>
    </FormDialog>
  );
}
