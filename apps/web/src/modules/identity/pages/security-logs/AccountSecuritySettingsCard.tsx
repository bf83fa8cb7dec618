import { SaveOutlined } from '@ant-design/icons';
import {
  type AccountSecuritySettingsDto,
  accountSecuritySettingsDto,
  IdentityPermissions,
} from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { Field, SchemaForm } from '../../../../components/Field.tsx';
import { accountSecurityApi } from '../../api/account-security.api.ts';

/**
 * The account security settings of the tenant: two-factor sign-in for every user, how long a browser is
 * remembered, how long the security log is kept. For those who manage role permissions.
 */
export function AccountSecuritySettingsCard() {
  const { t } = useTranslation('identity');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const allowed = usePermission(IdentityPermissions.Roles.ManagePermissions);
  const [form] = Form.useForm<AccountSecuritySettingsDto>();
  const settings = useQuery({ ...accountSecurityApi.settingsQuery(), enabled: allowed });
  if (!allowed || !settings.data) return null;

  const save = async (values: AccountSecuritySettingsDto) => {
    await accountSecurityApi.saveSettings(accountSecuritySettingsDto.parse(values));
    message.success(t('common::SavedSuccessfully'));
    await queryClient.invalidateQueries({ queryKey: accountSecurityApi.keys.settings() });
  };

  return (
    <Card title={t('AccountSecuritySettings')} style={{ marginTop: 16 }}>
      <SchemaForm<AccountSecuritySettingsDto>
        schema={accountSecuritySettingsDto}
        form={form}
        initialValues={settings.data}
        onFinish={(values) => void save(values)}
        style={{ maxWidth: 520 }}
      >
        <Field name="twoFactorRequired" label={t('TwoFactorRequiredForAll')} valuePropName="checked">
          <Switch />
        </Field>
        <Field name="rememberBrowserDays" label={t('RememberBrowserDays')}>
          <InputNumber min={0} max={365} />
        </Field>
        <Field name="securityLogRetentionDays" label={t('SecurityLogRetentionDays')}>
          <InputNumber min={30} max={3650} />
        </Field>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />}>
          {t('common::Save')}
        </Button>
      </SchemaForm>
    </Card>
  );
}
