import {
  BankOutlined,
  BellOutlined,
  ClockCircleOutlined,
  GlobalOutlined,
  MailOutlined,
} from '@ant-design/icons';
import { DocumentsPermissions, FinancePermissions, TenancyPermissions } from '@hr/contracts';
import { Card, Empty, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isFeatureOn } from '../../../../app/config/policy.ts';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { smallScreenQuery, useMediaQuery } from '../../../../app/layouts/useMediaQuery.ts';
import { ReminderSettingsForm } from '../../../documents/public.ts';
import { CompanyBankAccountForm } from '../../../finance/public.ts';
import { HostFeaturesButton } from '../../components/HostFeaturesButton.tsx';
import { EmailSettingsForm } from './EmailSettingsForm.tsx';
import { LanguageSettingsForm } from './LanguageSettingsForm.tsx';
import { TimeSettingsForm } from './TimeSettingsForm.tsx';

interface SettingGroup {
  key: string;
  label: ReactNode;
  order: number;
  visible: boolean;
  children: ReactNode;
}

/** The e-mail settings may be changed by the host, and by a tenant whose features allow it. */
function useEmailingVisible(): boolean {
  const config = useAppConfig();
  const granted = usePermission(TenancyPermissions.Emailing.Default);
  const allowed =
    !config.currentTenant.id ||
    isFeatureOn(config, { name: 'SettingManagement.AllowChangingEmailSettings', whenMissing: 'enabled' });
  return granted && allowed;
}

/**
 * /setting-management (document 1 §2): the visible setting groups as side tabs, and 'Manage host
 * features' for the host.
 */
export function SettingManagementPage() {
  const { t } = useTranslation('settings');
  const small = useMediaQuery(smallScreenQuery);
  const emailingVisible = useEmailingVisible();
  // Time and language are the organisation's regional settings: one permission (SettingManagement.TimeZone).
  const timeVisible = usePermission(TenancyPermissions.TimeZone);
  const remindersVisible = usePermission(DocumentsPermissions.Documents.Settings);
  // The salary account of the bank files (finance's group), for those who read the banks.
  const bankAccountVisible = usePermission(FinancePermissions.Banks.Default);
  const groups: SettingGroup[] = [
    {
      key: 'emailing',
      label: (
        <span>
          <MailOutlined /> {t('Emailing')}
        </span>
      ),
      order: 100,
      visible: emailingVisible,
      children: <EmailSettingsForm />,
    },
    {
      key: 'time',
      label: (
        <span>
          <ClockCircleOutlined /> {t('Time')}
        </span>
      ),
      order: 110,
      visible: timeVisible,
      children: <TimeSettingsForm />,
    },
    {
      key: 'language',
      label: (
        <span>
          <GlobalOutlined /> {t('Language')}
        </span>
      ),
      order: 120,
      visible: timeVisible,
      children: <LanguageSettingsForm />,
    },
    {
      key: 'reminders',
      label: (
        <span>
          <BellOutlined /> {t('Reminders')}
        </span>
      ),
      order: 130,
      // A tenant's: the host has no documents.
      visible: remindersVisible,
      children: <ReminderSettingsForm />,
    },
    {
      key: 'company-bank-account',
      label: (
        <span>
          <BankOutlined /> {t('finance::CompanyBankAccount')}
        </span>
      ),
      order: 140,
      visible: bankAccountVisible,
      children: <CompanyBankAccountForm />,
    },
  ];
  const visible = groups.filter((g) => g.visible).sort((a, b) => a.order - b.order);

  return (
    <Card title={t('tenancy::Menu.SettingManagement')} extra={<HostFeaturesButton />}>
      {visible.length === 0 ? (
        <Empty description={t('NoSettingGroup')} />
      ) : (
        <Tabs
          tabPlacement={small ? 'top' : 'start'}
          defaultActiveKey={visible[0]?.key}
          items={visible.map(({ key, label, children }) => ({ key, label, children }))}
        />
      )}
    </Card>
  );
}
