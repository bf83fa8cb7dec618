import { securityLogEndpoints } from '@hr/contracts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountSecurityApi } from '../../api/account-security.api.ts';
import { SecurityLogTable } from '../../components/SecurityLogTable.tsx';
import { AccountSecuritySettingsCard } from './AccountSecuritySettingsCard.tsx';

/** Administration > Security log: the tenant's (or the host's) security events, filtered, to Excel. */
export function SecurityLogsPage() {
  const { t } = useTranslation('identity');
  return (
    <>
      <Card title={t('SecurityLog')}>
        <SecurityLogTable
          queryKey={accountSecurityApi.keys.securityLogs()}
          fetch={accountSecurityApi.securityLogs}
          exportUrl={securityLogEndpoints.exportExcel.path}
        />
      </Card>
      <AccountSecuritySettingsCard />
    </>
  );
}
