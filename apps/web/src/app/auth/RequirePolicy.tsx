import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { FeatureGate, Policy } from '../config/policy.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { checkAccess } from '../menu/access.ts';
import { loginPath } from './return-url.ts';

// Its own chunk: antd's Result (with its illustrations) is not needed until someone is refused.
const ForbiddenPage = lazy(() =>
  import('../pages/ForbiddenPage.tsx').then((m) => ({ default: m.ForbiddenPage })),
);

export interface RequirePolicyProps {
  /** Each must hold; one entry may itself be a list of which any one is enough. */
  policies?: readonly Policy[];
  /** A single policy (or any-of list), for the common case. */
  policy?: Policy;
  features?: readonly FeatureGate[];
  hostOnly?: boolean;
  tenantOnly?: boolean;
  requiresEmployee?: boolean;
  anonymous?: boolean;
  children?: ReactNode;
}

/** Guards a route: signed-out visitors go to the login page (and come back), others without rights see 403. */
export function RequirePolicy(props: RequirePolicyProps) {
  const config = useAppConfig();
  const location = useLocation();
  const access = checkAccess(
    {
      anonymous: props.anonymous ?? false,
      policies: [...(props.policies ?? []), ...(props.policy ? [props.policy] : [])],
      features: props.features ?? [],
      hostOnly: props.hostOnly ?? false,
      tenantOnly: props.tenantOnly ?? false,
      requiresEmployee: props.requiresEmployee ?? false,
    },
    config,
  );
  if (access === 'sign-in') return <Navigate to={loginPath(location)} replace />;
  if (access === 'forbidden')
    return (
      <Suspense>
        <ForbiddenPage />
      </Suspense>
    );
  return props.children ?? <Outlet />;
}
