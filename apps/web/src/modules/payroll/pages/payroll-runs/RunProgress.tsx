import type { PayrollRunDto } from '@hr/contracts';
import { Flex, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../components/format.ts';
import { ProgressCounts } from './ProgressCounts.tsx';
import { elapsedMs, formatElapsed, isRunLive, runProgress } from './run-progress.ts';

// Failed employees in the bar: antd's error red, so the bar reads as green paid, red failed, grey left.
const failedColor = '#ff4d4f';

/** The time now, moving every second while `ticking` (the elapsed time of a running job). */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The run's progress: a bar of paid (green) and failed (red) employees of all of them, the three counts
 * and the time the job has taken (moving while it runs). Numbers stay left to right in Arabic.
 */
export function RunProgress({ run }: { run: PayrollRunDto }) {
  const { t } = useTranslation('payroll');
  const live = isRunLive(run);
  const now = useNow(live);
  const view = runProgress(run);
  const elapsed = elapsedMs(run, now);
  return (
    <ProgressCounts
      testId="run-progress"
      bar={{
        percent: view.donePercent,
        success: { percent: view.generatedPercent },
        strokeColor: failedColor,
        status: view.status,
        'aria-label': t('Progress'),
        format: () => <bdi>{`${view.donePercent}%`}</bdi>,
      }}
      counts={[
        { title: t('Generated'), value: run.generated, of: run.employeeCount, testId: 'run-generated' },
        {
          title: t('Failed'),
          value: run.failed,
          ...(run.failed > 0 ? { color: failedColor } : {}),
          testId: 'run-failed',
        },
        { title: t('Remaining'), value: run.remaining, testId: 'run-remaining' },
        {
          title: t('Elapsed'),
          value: elapsed ?? 0,
          text: elapsed === null ? '—' : <bdi>{formatElapsed(elapsed)}</bdi>,
          testId: 'run-elapsed',
        },
      ]}
      note={view.waiting && <Typography.Text type="secondary">{t('RunWaiting')}</Typography.Text>}
    />
  );
}

/** The list's cell: paid and failed of all, and a small bar while the job works. */
export function RunProgressCell({ run }: { run: PayrollRunDto }) {
  const { t } = useTranslation('payroll');
  const view = runProgress(run);
  return (
    <Flex vertical gap={2} style={{ minWidth: 120 }}>
      <span>
        <bdi>
          {formatNumber(run.generated + run.failed)} / {formatNumber(run.employeeCount)}
        </bdi>
        {run.failed > 0 && (
          <Typography.Text type="danger" style={{ marginInlineStart: 8 }}>
            {t('FailedCount', { count: run.failed })}
          </Typography.Text>
        )}
      </span>
      {isRunLive(run) && (
        <Progress
          size="small"
          showInfo={false}
          percent={view.donePercent}
          success={{ percent: view.generatedPercent }}
          strokeColor={failedColor}
          status={view.status}
          aria-label={t('Progress')}
        />
      )}
    </Flex>
  );
}
