import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { FeatureGate, Policy } from '../config/policy.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { checkAccess } from '../menu/access.ts';
import { ForbiddenPage } from '../pages/ForbiddenPage.tsx';
import { loginPath } from './return-url.ts';

export interface RequirePolicyProps {
  /** Each must hold; one entry may itself be a list of which any one is enough. */
  policies?: readonly Policy[];
  /** A single policy (or any-of list), for the common case. */
  policy?: Policy;
  features?: readonly FeatureGate[];
  hostOnly?: boolean;
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
      requiresEmployee: props.requiresEmployee ?? false,
    },
    config,
  );
  if (access === 'sign-in') return <Navigate to={loginPath(location)} replace />;
  if (access === 'forbidden') return <ForbiddenPage />;
  return props.children ?? <Outlet />;
}
