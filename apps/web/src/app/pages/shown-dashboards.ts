import type { ApplicationConfiguration } from '@hr/contracts';
import { isGranted } from '../config/policy.ts';
import { homeDashboards } from '../modules.ts';

/** The modules' dashboards the signed-in user may see (HR's, payroll's, their own), in order. */
export function shownDashboards(config: ApplicationConfiguration) {
  return homeDashboards.filter(
    (d) => isGranted(config, d.policy) && (!d.requiresEmployee || !!config.currentUser.employeeId),
  );
}

/** The dashboard on show: the one the address names (`?tab=payroll`), or the first. */
export function activeDashboard(shown: ReturnType<typeof shownDashboards>, tab: string | null) {
  return shown.find((d) => d.key === tab) ?? shown[0];
}
