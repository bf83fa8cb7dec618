import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeSummaryCard } from '../../../components/HomeSummaryCard.tsx';
import { KeepTogether } from '../../../components/KeepTogether.tsx';
import { goTaskApi } from '../api/go-task.api.ts';
import { goTaskPath } from '../requests.routes.ts';

/** The home card of an approver: how many tasks wait for their decision, and the newest of them. */
export function MyTasksHomeCard() {
  const { t } = useTranslation('requests');
  const open = useQuery(goTaskApi.openForHome());
  const count = open.data?.totalCount ?? 0;
  return (
    <HomeSummaryCard title={t('MyTasks')} to="/self-service/go-tasks" testId="home-tasks" query={open}>
      {count === 0 ? (
        <Typography.Text type="secondary">{t('NoOpenTasks')}</Typography.Text>
      ) : (
        <Flex vertical gap={6}>
          <Typography.Text strong>{t('OpenTasksCount', { count })}</Typography.Text>
          {open.data?.items.map((task) => (
            <Link key={task.id} to={goTaskPath(task.id)}>
              <KeepTogether text={task.name} />
            </Link>
          ))}
        </Flex>
      )}
    </HomeSummaryCard>
  );
}
