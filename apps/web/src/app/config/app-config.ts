import { type ApplicationConfiguration, appConfigEndpoints, applicationConfiguration } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api-error.ts';
import { http } from '../http.ts';

export const appConfigKeys = {
  all: ['abp', 'application-configuration'] as const,
};

const url = appConfigEndpoints.get.path;

export async function fetchAppConfig(): Promise<ApplicationConfiguration> {
  let raw: unknown;
  try {
    // Silent: a token the server no longer accepts is dropped (401) and the call repeated anonymously.
    raw = await http.get<unknown>(url, { silent: true });
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    raw = await http.get<unknown>(url, { silent: true });
  }
  return applicationConfiguration.parse(raw);
}

export const appConfigQuery = queryOptions({
  queryKey: appConfigKeys.all,
  queryFn: fetchAppConfig,
  staleTime: Number.POSITIVE_INFINITY,
});
