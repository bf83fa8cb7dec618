import type { NotificationDto } from '@hr/contracts';
import { Divider, Flex, type FlexProps } from 'antd';
import { NotificationCard } from './NotificationCard.tsx';

const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * Notifications as a list of cards (the bell's drop-down, compact and divided; the page's, spaced), each
 * marked seen when opened. `style` adds to the list's bare style.
 */
export function NotificationList({
  items,
  now,
  onMarkSeen,
  compact = false,
  style,
  ...flex
}: {
  items: readonly NotificationDto[];
  now: number;
  onMarkSeen: (notification: NotificationDto) => void;
  compact?: boolean;
} & Omit<FlexProps, 'children' | 'component' | 'vertical'>) {
  return (
    <Flex component="ul" vertical {...flex} style={{ ...bareList, ...style }}>
      {items.map((notification, index) => (
        <li key={notification.id}>
          {compact && index > 0 && <Divider style={{ margin: 0 }} />}
          <NotificationCard compact={compact} notification={notification} now={now} onMarkSeen={onMarkSeen} />
        </li>
      ))}
    </Flex>
  );
}
