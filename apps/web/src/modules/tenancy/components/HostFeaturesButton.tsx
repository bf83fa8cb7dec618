import { AppstoreOutlined } from '@ant-design/icons';
import { TenancyPermissions } from '@hr/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../app/config/useAppConfig.ts';
import { usePermission } from '../../../app/config/usePermission.ts';
import { FeaturesDialog } from './FeaturesDialog.tsx';

/**
 * 'Manage host features' for the setting management page: the Features dialog of the host defaults
 * (provider 'D'), which every tenant without its own value follows. Host side only, with
 * FeatureManagement.ManageHostFeatures; renders nothing otherwise.
 */
export function HostFeaturesButton() {
  const { t } = useTranslation('tenancy');
  const config = useAppConfig();
  const allowed = usePermission(TenancyPermissions.ManageHostFeatures);
  const [open, setOpen] = useState(false);
  if (!allowed || config.currentTenant.id) return null;
  return (
    <>
      <Button icon={<AppstoreOutlined />} onClick={() => setOpen(true)}>
        {t('ManageHostFeatures')}
      </Button>
      <FeaturesDialog open={open} providerName="D" providerKey="" onClose={() => setOpen(false)} />
    </>
  );
}
