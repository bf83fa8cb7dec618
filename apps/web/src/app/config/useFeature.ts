import { type FeatureGate, isFeatureOn } from './policy.ts';
import { useAppConfig } from './useAppConfig.ts';

/** Whether a feature is on for the current tenant (value 'true', or not 'false' for an "enabled when missing" gate). */
export function useFeature(feature: string | FeatureGate): boolean {
  return isFeatureOn(useAppConfig(), feature);
}
