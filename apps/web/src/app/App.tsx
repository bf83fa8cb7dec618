import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
// The DOM build of the provider: flushSync for navigations that must commit at once (sign-out).
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { appConfigQuery } from './config/app-config.ts';
import { ErrorResult } from './pages/ErrorResult.tsx';
import { Splash } from './pages/Splash.tsx';
import { router } from './router.tsx';

/** Loads the application configuration once, then hands over to the router. */
function ConfiguredRouter() {
  const { t } = useTranslation();
  const config = useQuery(appConfigQuery);
  if (config.data) return <RouterProvider router={router} />;
  if (config.isError) {
    return (
      <ErrorResult
        title={t('AppCouldNotStart')}
        subTitle={config.error.message}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => void config.refetch()}>
            {t('Retry')}
          </Button>
        }
      />
    );
  }
  return <Splash />;
}

export function App() {
  return (
    <AppProviders>
      <ConfiguredRouter />
    </AppProviders>
  );
}
