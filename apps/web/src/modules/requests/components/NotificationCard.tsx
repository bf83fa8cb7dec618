import type { NotificationDto } from '@hr/contracts';
import { Badge, Card, Flex, Typography, theme } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepTogether } from '../../../components/KeepTogether.tsx';
import { formatInstant } from '../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../components/useTenantTimeZone.ts';
import { formatAge } from '../notifications/format-age.ts';

interface NotificationCardProps {
  notification: NotificationDto;
  /** The clock the age is counted to (one for the whole list, so every age moves together). */
  now: number;
  /** The bell's drop-down: borderless, the message cut to two lines. */
  compact?: boolean;
  /** Clicking an unseen notification marks it seen. */
  onMarkSeen: (notification: NotificationDto) => void;
}

/**
 * One notification: title, message and age. An unseen one stands out (tinted, bold title, a dot, a
 * "New" mark for screen readers too) and is a button that marks it seen.
 */
export function NotificationCard({ notification, now, compact = false, onMarkSeen }: NotificationCardProps) {
  const { t } = useTranslation('notifications');
  const { token } = theme.useToken();
  const zone = useTenantTimeZone();
  const unseen = !notification.isSeen;
  const markSeen = () => {
    if (unseen) onMarkSeen(notification);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (unseen && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      markSeen();
    }
  };

  return (
    <Card
      size="small"
      variant={compact ? 'borderless' : 'outlined'}
      hoverable={unseen && !compact}
      role={unseen ? 'button' : 'article'}
      tabIndex={unseen ? 0 : undefined}
      aria-label={unseen ? `${t('New')}: ${notification.title}` : notification.title}
      onClick={markSeen}
      onKeyDown={onKeyDown}
      data-testid="notification-card"
      data-seen={notification.isSeen}
      style={{
        cursor: unseen ? 'pointer' : 'default',
        background: unseen ? token.colorPrimaryBg : undefined,
        // The accent of an unseen one; a seen card keeps its plain outline.
        borderInlineStart: unseen
          ? `3px solid ${token.colorPrimary}`
          : compact
            ? '3px solid transparent'
            : undefined,
        borderRadius: compact ? 0 : token.borderRadiusLG,
      }}
      styles={{ body: { padding: compact ? '8px 12px' : '12px 16px' } }}
    >
      <Flex justify="space-between" align="baseline" gap={12}>
        <Typography.Text
          strong={unseen}
          style={{ minWidth: 0 }}
          ellipsis={compact ? { tooltip: notification.title } : false}
        >
          {unseen && <Badge status="processing" style={{ marginInlineEnd: 6 }} />}
          {notification.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ flex: 'none', fontSize: token.fontSizeSM }}>
          <time dateTime={notification.creationTime} title={formatInstant(notification.creationTime, zone)}>
            {formatAge(now - Date.parse(notification.creationTime), t)}
          </time>
        </Typography.Text>
      </Flex>
      <Typography.Paragraph
        type={unseen ? undefined : 'secondary'}
        ellipsis={compact ? { rows: 2 } : false}
        style={{ margin: '4px 0 0', whiteSpace: compact ? undefined : 'pre-wrap' }}
      >
        {compact ? notification.message : <KeepTogether text={notification.message} />}
      </Typography.Paragraph>
    </Card>
  );
}
