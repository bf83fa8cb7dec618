import { isGranted, type Policy } from './policy.ts';
import { useAppConfig } from './useAppConfig.ts';

/** Whether the current user holds the policy (or any of several). */
export function usePermission(policy: Policy | undefined): boolean {
  return isGranted(useAppConfig(), policy);
}
