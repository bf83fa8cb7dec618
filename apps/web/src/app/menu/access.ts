import type { ApplicationConfiguration } from '@hr/contracts';
import { type FeatureGate, isFeatureOn, isGranted, type Policy } from '../config/policy.ts';

/** Everything that must hold for a user to see a menu entry or open a page. */
export interface AccessRequirements {
  anonymous: boolean;
  /** Each entry must hold (an entry itself may be any-of). */
  policies: readonly Policy[];
  features: readonly FeatureGate[];
  hostOnly: boolean;
  tenantOnly: boolean;
  requiresEmployee: boolean;
}

export const noRequirements: AccessRequirements = {
  anonymous: false,
  policies: [],
  features: [],
  hostOnly: false,
  tenantOnly: false,
  requiresEmployee: false,
};

export type AccessResult = 'granted' | 'sign-in' | 'forbidden';

export function checkAccess(
  requirements: AccessRequirements,
  config: ApplicationConfiguration,
): AccessResult {
  if (!requirements.anonymous && !config.currentUser.isAuthenticated) return 'sign-in';
  if (requirements.hostOnly && config.currentTenant.id) return 'forbidden';
  if (requirements.tenantOnly && !config.currentTenant.id) return 'forbidden';
  if (requirements.requiresEmployee && !config.currentUser.employeeId) return 'forbidden';
  if (!requirements.features.every((gate) => isFeatureOn(config, gate))) return 'forbidden';
  if (!requirements.policies.every((policy) => isGranted(config, policy))) return 'forbidden';
  return 'granted';
}
