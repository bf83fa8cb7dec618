import { Drawer } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isRightToLeft } from '../language.ts';
import { AppMenu } from './AppMenu.tsx';
import { Brand } from './Brand.tsx';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/** Small screens: the menu lives in a drawer opened by the top bar's toggle and closes after navigation. */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => {
    onClose();
  }, [pathname]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={isRightToLeft() ? 'right' : 'left'}
      size={300}
      title={<Brand />}
      aria-label={t('Menu')}
      styles={{ body: { padding: 0 } }}
      className="app-mobile-menu"
    >
      <AppMenu onNavigate={onClose} />
    </Drawer>
  );
}
