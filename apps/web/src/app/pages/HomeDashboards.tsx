import { Skeleton, Tabs } from 'antd';
import { createElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../config/useAppConfig.ts';
import { HomeCards } from './HomeCards.tsx';
import { activeDashboard, shownDashboards } from './shown-dashboards.ts';

/**
 * The signed-in user's dashboards (the modules' `homeDashboards` they may see: HR's, payroll's, their own),
 * as tabs when there are several (the tab in the URL, `?tab=payroll`, so a link or a reload keeps it), with
 * the modules' home cards (tasks, leave balances, payslip) below them.
 */
export function HomeDashboards() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const [params, setParams] = useSearchParams();
  const shown = shownDashboards(config);
  const body = (d: (typeof shown)[number]) => (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{createElement(d.Component)}</Suspense>
  );
  // The modules' cards (tasks to decide, balances, payslip) under every tab: a manager's tasks are at a glance.
  if (shown.length <= 1) {
    return (
      <>
        {shown[0] && body(shown[0])}
        <HomeCards />
      </>
    );
  }
  // The tab's figures and code were asked for by the route's loader, with the change of address.
  const active = activeDashboard(shown, params.get('tab'))!.key;
  return (
    <>
      <Tabs
        className="home-tabs"
        data-testid="home-tabs"
        activeKey={active}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        destroyOnHidden
        items={shown.map((d) => ({ key: d.key, label: t(d.title), children: body(d) }))}
      />
      <HomeCards />
    </>
  );
}
