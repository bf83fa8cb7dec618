import { Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The frame of a module's home card (app/module.ts `HomeCard`): a small card titled with the page it
 * summarises, a "View all" link to that page, and its body once read (a skeleton before, a short notice if
 * the read failed: the rest of the home page stays usable).
 */
export function HomeSummaryCard(props: {
  title: string;
  to: string;
  testId: string;
  /** The read the body shows (its pending and failed states are drawn here). */
  query: { isPending: boolean; error: Error | null };
  children: ReactNode;
  /** Below the body (a button to the page's main action). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={props.title}
      data-testid={props.testId}
      extra={<Link to={props.to}>{t('ViewAll')}</Link>}
    >
      <Flex vertical gap={12}>
        {props.query.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        ) : props.query.error ? (
          <Typography.Text type="warning">{t('LoadFailed')}</Typography.Text>
        ) : (
          props.children
        )}
        {props.footer}
      </Flex>
    </Card>
  );
}
