import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { RequestsPermissions } from '@hr/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Pagination, Result, Segmented, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import type { NotificationListParams } from '../../api/notification.api.ts';
import { NotificationList } from '../../components/NotificationList.tsx';
import { notificationListQuery, useUnseenCount } from '../../notifications/notification-cache.ts';
import { useAgeClock } from '../../notifications/useAgeClock.ts';
import { useMarkAllAsSeen, useMarkAsSeen } from '../../notifications/useNotificationMutations.ts';
import { SendNotificationDialog } from './SendNotificationDialog.tsx';

type StatusFilter = 'all' | 'seen' | 'notSeen';

const isSeenOf: Record<StatusFilter, boolean | undefined> = {
  all: undefined,
  seen: true,
  notSeen: false,
};

const pageSize = 10;

/** The signed-in user's notifications as cards, newest first, with a status filter (document 1). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { message } = feedback();
  const queryClient = useQueryClient();
  // The filter lives in the address (`?status=notSeen`, `?status=seen`; none for all): the bell opens the
  // page on "Not seen" when it holds unseen ones it does not show, and a reload keeps the filter chosen.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const status: StatusFilter = asked === 'notSeen' || asked === 'seen' ? asked : 'all';
  const setStatus = (next: StatusFilter) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('status');
        else params.set('status', next);
        return params;
      },
      { replace: true },
    );
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const canSend = usePermission(RequestsPermissions.Notifications.Send);
  const unseen = useUnseenCount();
  const markAsSeen = useMarkAsSeen();
  const markAllAsSeen = useMarkAllAsSeen();

  const params: NotificationListParams = {
    isSeen: isSeenOf[status],
    skipCount: (page - 1) * pageSize,
    maxResultCount: pageSize,
  };
  const query = useQuery({
    ...notificationListQuery(queryClient, params),
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const now = useAgeClock(items.map((n) => n.creationTime));

  // The last page emptied (its notifications were marked seen under "Not seen"): show the one before.
  const lastPage = Math.max(1, Math.ceil(totalCount / pageSize));
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [query.isSuccess, query.isPlaceholderData, page, lastPage]);

  const markAll = () =>
    markAllAsSeen.mutate(undefined, { onSuccess: () => void message.success(t('AllMarkedAsSeen')) });

  const empty = {
    all: t('NoNotifications'),
    seen: t('NoSeenNotifications'),
    notSeen: t('NoUnseenNotifications'),
  }[status];

  let body: ReactNode;
  if (query.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (query.isError && items.length === 0)
    body = (
      <Result
        status="warning"
        subTitle={t('common::LoadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common::Retry')}</Button>}
      />
    );
  else if (items.length === 0) body = <Empty description={empty} style={{ margin: '32px 0' }} />;
  else
    body = (
      <NotificationList
        gap={12}
        aria-busy={query.isFetching}
        items={items}
        now={now}
        onMarkSeen={(n) => markAsSeen.mutate(n.id)}
      />
    );

  return (
    <Card
      title={t('Notifications')}
      extra={
        <Space wrap>
          {canSend && (
            <Button icon={<SendOutlined />} onClick={() => setSending(true)}>
              {t('SendNotification')}
            </Button>
          )}
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={unseen === 0}
            loading={markAllAsSeen.isPending}
            onClick={markAll}
          >
            {t('MarkAllAsSeen')}
          </Button>
        </Space>
      }
    >
      <Segmented<StatusFilter>
        aria-label={t('Status')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('FilterAll') },
          { value: 'notSeen', label: t('FilterNotSeen') },
          { value: 'seen', label: t('FilterSeen') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {body}
      {totalCount > pageSize && (
        <Pagination
          align="end"
          style={{ marginTop: 16 }}
          current={page}
          pageSize={pageSize}
          total={totalCount}
          showSizeChanger={false}
          showTotal={(total) => t('common::TotalCount', { count: total })}
          onChange={setPage}
        />
      )}
      <SendNotificationDialog open={sending} onClose={() => setSending(false)} />
    </Card>
  );
}
