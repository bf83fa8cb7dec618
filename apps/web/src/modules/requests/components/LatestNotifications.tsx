import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Divider, Empty, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { latestNotificationsParams } from '../api/notification.api.ts';
import { bellLink } from '../notifications/bell-link.ts';
import { notificationListQuery, useUnseenCount } from '../notifications/notification-cache.ts';
import { useAgeClock } from '../notifications/useAgeClock.ts';
import { useMarkAsSeen } from '../notifications/useNotificationMutations.ts';
import { NotificationList } from './NotificationList.tsx';

/**
 * The bell's drop-down: the latest five and a link to all. Its own chunk, fetched when the bell first
 * opens (NotificationBell.tsx): the cards, Empty, Result and Typography it uses are not needed to show
 * the page and its badge.
 */
export function LatestNotifications({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const query = useQuery(notificationListQuery(queryClient, latestNotificationsParams));
  const markAsSeen = useMarkAsSeen();
  const items = query.data?.items ?? [];
  const now = useAgeClock(items.map((n) => n.creationTime));
  const link = bellLink(useUnseenCount(), items);

  let body: ReactNode;
  if (query.isPending) body = <Spin style={{ display: 'block', margin: '24px auto' }} />;
  else if (query.isError && items.length === 0)
    body = <Result status="warning" subTitle={t('common::LoadFailed')} style={{ padding: 16 }} />;
  else if (items.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoNotifications')} />;
  else
    body = (
      <NotificationList
        compact
        items={items}
        now={now}
        onMarkSeen={(n) => markAsSeen.mutate(n.id)}
        style={{ maxHeight: 420, overflowY: 'auto' }}
      />
    );

  return (
    <div data-testid="notification-bell-panel">
      {body}
      <Divider style={{ margin: '0 0 8px' }} />
      <Typography.Text style={{ display: 'block', textAlign: 'center' }}>
        <Link to={link.to} onClick={onNavigate} data-testid="notification-bell-all">
          {link.unseenElsewhere ? t('ViewUnseen', { count: link.unseenElsewhere }) : t('ViewAll')}
        </Link>
      </Typography.Text>
    </div>
  );
}
