import type { ApplicationConfiguration } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from './app-config.ts';

/** The application configuration; the app renders nothing below <App> until it has loaded once. */
export function useAppConfig(): ApplicationConfiguration {
  const { data } = useQuery(appConfigQuery);
  if (!data) throw new Error('useAppConfig is used before the application configuration loaded');
  return data;
}
