import { LogoutOutlined } from '@ant-design/icons';
import type { SessionDto } from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Grid, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../app/feedback.ts';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import type { ResourceColumn } from '../../../../components/ResourceTable.tsx';
import { stackedColumn } from '../../../../components/stacked-column.tsx';
import { accountSecurityApi } from '../../api/account-security.api.ts';
import { describeUserAgent } from '../../components/user-agent.ts';

/**
 * My account > Sessions: where the user is signed in (browser, address, started, last used) and ending one
 * or every other; the session ended loses its refresh token, its access token is refused at once.
 */
export function SessionsPanel() {
  const { t } = useTranslation('identity');
  // On a phone a session is one cell (its browser, then its address and times under it) beside its End
  // button, so that the table fits the screen instead of widening the page.
  const narrow = !Grid.useBreakpoint().sm;
  const { message } = feedback();
  const queryClient = useQueryClient();
  const sessions = useQuery({
    queryKey: accountSecurityApi.keys.sessions(),
    queryFn: accountSecurityApi.sessions,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSecurityApi.keys.sessions() });

  const end = async (session: SessionDto) => {
    await accountSecurityApi.endSession(session.id);
    message.success(t('SessionEnded'));
    await refresh();
  };

  const details: ResourceColumn<SessionDto>[] = [
    {
      key: 'browser',
      title: t('Browser'),
      render: (_, s) => (
        <>
          <span title={s.browserInfo ?? undefined}>{describeUserAgent(s.browserInfo)}</span>{' '}
          {s.isCurrent && <Tag color="green">{t('ThisSession')}</Tag>}
        </>
      ),
    },
    { key: 'ip', dataIndex: 'clientIpAddress', title: t('IpAddress') },
    {
      key: 'creationTime',
      title: t('SessionStarted'),
      render: (_, s) => <FormattedValue kind="dateTime" value={s.creationTime} />,
    },
    {
      key: 'lastUseTime',
      title: t('SessionLastUsed'),
      render: (_, s) => <FormattedValue kind="dateTime" value={s.lastUseTime} />,
    },
  ];
  const actions: ResourceColumn<SessionDto> = {
    key: 'actions',
    title: '',
    render: (_, s) => (
      <Popconfirm title={t('EndSessionConfirm')} onConfirm={() => void end(s)}>
        <Button size="small" danger>
          {t('EndSession')}
        </Button>
      </Popconfirm>
    ),
  };

  return (
    <div data-testid="sessions-panel">
      <Popconfirm
        title={t('EndOtherSessionsConfirm')}
        onConfirm={() => void accountSecurityApi.endOtherSessions().then(refresh)}
      >
        <Button
          icon={<LogoutOutlined />}
          style={{ marginBottom: 12 }}
          disabled={(sessions.data?.length ?? 0) < 2}
        >
          {t('EndOtherSessions')}
        </Button>
      </Popconfirm>
      <Table<SessionDto>
        rowKey="id"
        size="small"
        loading={sessions.isLoading}
        dataSource={sessions.data ?? []}
        pagination={false}
        columns={[...(narrow ? [stackedColumn(details, t)] : details), actions]}
      />
    </div>
  );
}
