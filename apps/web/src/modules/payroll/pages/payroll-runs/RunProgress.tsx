import type { PayrollRunDto } from '@hr/contracts';
import { Flex, Progress, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../components/format.ts';
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
  const count = (value: number) => <bdi>{formatNumber(value)}</bdi>;
  return (
    <Flex vertical gap={12} data-testid="run-progress">
      <Progress
        percent={view.donePercent}
        success={{ percent: view.generatedPercent }}
        strokeColor={failedColor}
        status={view.status}
        aria-label={t('Progress')}
        format={() => <bdi>{`${view.donePercent}%`}</bdi>}
      />
      {view.waiting && <Typography.Text type="secondary">{t('RunWaiting')}</Typography.Text>}
      <Flex wrap gap={32}>
        <Statistic
          title={t('Generated')}
          value={run.generated}
          formatter={() => count(run.generated)}
          suffix={<span className="run-of">/ {count(run.employeeCount)}</span>}
          data-testid="run-generated"
        />
        <Statistic
          title={t('Failed')}
          value={run.failed}
          formatter={() => count(run.failed)}
          styles={run.failed > 0 ? { content: { color: failedColor } } : undefined}
          data-testid="run-failed"
        />
        <Statistic
          title={t('Remaining')}
          value={run.remaining}
          formatter={() => count(run.remaining)}
          data-testid="run-remaining"
        />
        <Statistic
          title={t('Elapsed')}
          value={elapsed ?? 0}
          formatter={() => (elapsed === null ? '—' : <bdi>{formatElapsed(elapsed)}</bdi>)}
          data-testid="run-elapsed"
        />
      </Flex>
    </Flex>
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
