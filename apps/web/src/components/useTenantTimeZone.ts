import { useAppConfig } from '../app/config/useAppConfig.ts';
import { resolveTimeZone } from './tenant-time.ts';

/** The IANA time zone of the current tenant (the host's, UTC by default, when signed in on the host side). */
export function useTenantTimeZone(): string {
  const config = useAppConfig();
  return resolveTimeZone(config.timing.timeZone.iana.timeZoneName);
}
