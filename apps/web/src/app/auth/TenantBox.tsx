import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/useAppConfig.ts';
import { SwitchTenantDialog } from './SwitchTenantDialog.tsx';

/** The current tenant and the Switch button; only when multi-tenancy is on. */
export function TenantBox() {
  const { t } = useTranslation();
  const { multiTenancy, currentTenant } = useAppConfig();
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);
  if (!multiTenancy.isEnabled) return null;

  return (
    <div className="tenant-box" data-testid="tenant-box">
      <div>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('Tenant')}
        </Typography.Text>
        <Typography.Text strong data-testid="current-tenant">
          {currentTenant.name ?? t('NotSelected')}
        </Typography.Text>
      </div>
      <Button
        type="link"
        onClick={() => {
          setGeneration((g) => g + 1);
          setOpen(true);
        }}
      >
        {t('Switch')}
      </Button>
      <SwitchTenantDialog key={generation} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
