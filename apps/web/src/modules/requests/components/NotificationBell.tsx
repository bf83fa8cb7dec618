import { BellOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../app/config/useAppConfig.ts';
import { smallScreenQuery, useMediaQuery } from '../../../app/layouts/useMediaQuery.ts';
import { ErrorResult } from '../../../app/pages/ErrorResult.tsx';
import { latestNotificationsParams } from '../api/notification.api.ts';
import { notificationListQuery, useUnseenCount } from '../notifications/notification-cache.ts';
import { useNotificationStream } from '../notifications/useNotificationStream.ts';

// The drop-down's content is fetched when the bell is first opened (or pointed at, or focused: by the
// click it is usually in), not with the page: its cards and antd's Empty, Result and Typography weigh
// more than the bell itself.
const loadPanel = () => import('./LatestNotifications.tsx');
const LatestNotifications = lazy(() =>
  loadPanel().then(
    (m) => ({ default: m.LatestNotifications }),
    // Not the route's error page for the whole app: the drop-down says it, and a reload fetches the
    // chunk again (most often it is gone after a deployment).
    () => ({ default: PanelLoadFailed }),
  ),
);
const preloadPanel = () => {
  loadPanel().catch(() => {
    // Opening the bell shows the failure.
  });
};

function PanelLoadFailed() {
  const { t } = useTranslation();
  return (
    <ErrorResult
      title={t('SomethingWentWrong')}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('ReloadPage')}
        </Button>
      }
    />
  );
}

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
      content={
        <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
          <LatestNotifications onNavigate={() => setOpen(false)} />
        </Suspense>
      }
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
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Badge
          count={unseen}
          overflowCount={99}
          size="small"
          className="notification-badge"
          data-testid="notification-badge"
        >
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
