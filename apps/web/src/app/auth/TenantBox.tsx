import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/useAppConfig.ts';

// Fetched at the first Switch: the login page shows the box, few visitors open the dialog (antd's Form, Input).
const SwitchTenantDialog = lazy(() =>
  import('./SwitchTenantDialog.tsx').then((m) => ({ default: m.SwitchTenantDialog })),
);

/** The current tenant and the Switch button; only when multi-tenancy is on. */
export function TenantBox() {
  const { t } = useTranslation();
  const { multiTenancy, currentTenant } = useAppConfig();
  const [open, setOpen] = useState(false);
  // 0 until the first opening; a new key for every opening, so the dialog starts from the current tenant.
  const [generation, setGeneration] = useState(0);
  if (!multiTenancy.isEnabled) return null;

  return (
    <div className="tenant-box" data-testid="tenant-box">
      <div>
        <span className="tenant-box-label">{t('Tenant')}</span>
        <span className="tenant-box-name" data-testid="current-tenant">
          {currentTenant.name ?? t('NotSelected')}
        </span>
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
      {generation > 0 && (
        <Suspense>
          <SwitchTenantDialog key={generation} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
