import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Divider, Empty, Flex, Popover, Result, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../app/config/useAppConfig.ts';
import { smallScreenQuery, useMediaQuery } from '../../../app/layouts/useMediaQuery.ts';
import { latestNotificationsParams } from '../api/notification.api.ts';
import { notificationListQuery, useUnseenCount } from '../notifications/notification-cache.ts';
import { useAgeClock } from '../notifications/useAgeClock.ts';
import { useMarkAsSeen } from '../notifications/useNotificationMutations.ts';
import { useNotificationStream } from '../notifications/useNotificationStream.ts';
import { NotificationCard } from './NotificationCard.tsx';

const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The top bar's bell: signed-in users only (document 3 §2.9). */
export function NotificationBell() {
  const { currentUser } = useAppConfig();
  return currentUser.isAuthenticated ? <SignedInBell /> : null;
}

/** The unseen count on the bell (live), and a drop-down of the latest five with a link to all. */
function SignedInBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  useNotificationStream();
  // Read at once, not on the first opening: the drop-down opens filled, and the badge has its count even
  // before the stream says it.
  const queryClient = useQueryClient();
  useQuery(notificationListQuery(queryClient, latestNotificationsParams));
  const unseen = useUnseenCount();
  // On a phone the drop-down is wider than the space beside the bell: centred and shifted into view.
  const small = useMediaQuery(smallScreenQuery);
  const label = unseen > 0 ? t('BellLabelUnseen', { count: unseen }) : t('BellLabel');

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement={small ? 'bottom' : 'bottomRight'}
      arrow={false}
      title={t('LatestNotifications')}
      content={<LatestNotifications onNavigate={() => setOpen(false)} />}
      styles={{
        container: { width: 360, maxWidth: 'calc(100vw - 16px)', padding: '12px 0 8px' },
        title: { paddingInline: 12 },
      }}
    >
      <Button
        type="text"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
      >
        <Badge count={unseen} overflowCount={99} size="small" data-testid="notification-badge">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

function LatestNotifications({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const query = useQuery(notificationListQuery(queryClient, latestNotificationsParams));
  const markAsSeen = useMarkAsSeen();
  const items = query.data?.items ?? [];
  const now = useAgeClock(items.map((n) => n.creationTime));

  let body: ReactNode;
  if (query.isPending) body = <Spin style={{ display: 'block', margin: '24px auto' }} />;
  else if (query.isError && items.length === 0)
    body = <Result status="warning" subTitle={t('common::LoadFailed')} style={{ padding: 16 }} />;
  else if (items.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('NoNotifications')} />;
  else
    body = (
      <Flex component="ul" vertical style={{ ...bareList, maxHeight: 420, overflowY: 'auto' }}>
        {items.map((notification, index) => (
          <li key={notification.id}>
            {index > 0 && <Divider style={{ margin: 0 }} />}
            <NotificationCard
              compact
              notification={notification}
              now={now}
              onMarkSeen={(n) => markAsSeen.mutate(n.id)}
            />
          </li>
        ))}
      </Flex>
    );

  return (
    <div data-testid="notification-bell-panel">
      {body}
      <Divider style={{ margin: '0 0 8px' }} />
      <Typography.Text style={{ display: 'block', textAlign: 'center' }}>
        <Link to="/notifications" onClick={onNavigate}>
          {t('ViewAll')}
        </Link>
      </Typography.Text>
    </div>
  );
}
