import type { ApplicationConfiguration } from '@hr/contracts';

/** One policy, or several of which any one grants access. */
export type Policy = string | readonly string[];

export function isGranted(config: ApplicationConfiguration, policy: Policy | undefined): boolean {
  if (policy === undefined) return true;
  const names: readonly string[] = typeof policy === 'string' ? [policy] : policy;
  return names.some((name) => config.auth.grantedPolicies[name] === true);
}

/**
 * A feature that gates something. Most gates need the value 'true'; a few (SettingManagement.Enable) only
 * hide things when the value is explicitly 'false'.
 */
export interface FeatureGate {
  name: string;
  whenMissing: 'enabled' | 'disabled';
}

export function featureGate(name: string, whenMissing: FeatureGate['whenMissing'] = 'disabled'): FeatureGate {
  return { name, whenMissing };
}

export function isFeatureOn(config: ApplicationConfiguration, gate: FeatureGate | string): boolean {
  const { name, whenMissing } = typeof gate === 'string' ? featureGate(gate) : gate;
  const value = config.features.values[name];
  if (value === undefined) return whenMissing === 'enabled';
  return whenMissing === 'enabled' ? value.toLowerCase() !== 'false' : value.toLowerCase() === 'true';
}
