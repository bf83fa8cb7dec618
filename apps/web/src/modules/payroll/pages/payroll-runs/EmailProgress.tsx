import type { PayrollRunDto } from '@hr/contracts';
import { Alert, Flex, Progress, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../components/format.ts';
import { emailDonePercent } from './run-progress.ts';

/**
 * E-mailing a Confirmed run's payslips: a bar of those dealt with, and how many were sent, failed (the
 * SMTP server refused or could not be reached) and skipped (no e-mail address), of all of them.
 */
export function EmailProgress({ email }: { email: NonNullable<PayrollRunDto['email']> }) {
  const { t } = useTranslation('payroll');
  const count = (value: number) => <bdi>{formatNumber(value)}</bdi>;
  const status = !email.finished ? 'active' : email.failed > 0 ? 'exception' : 'success';
  return (
    <Flex vertical gap={12} data-testid="run-email">
      <Progress
        percent={emailDonePercent(email)}
        status={status}
        aria-label={t('EmailProgress')}
        format={(percent) => <bdi>{`${percent}%`}</bdi>}
      />
      <Flex wrap gap={32}>
        <Statistic
          title={t('EmailsSent')}
          value={email.sent}
          formatter={() => count(email.sent)}
          suffix={<span>/ {count(email.total)}</span>}
          data-testid="email-sent"
        />
        <Statistic
          title={t('EmailsFailed')}
          value={email.failed}
          formatter={() => count(email.failed)}
          data-testid="email-failed"
        />
        <Statistic
          title={t('EmailsSkipped')}
          value={email.skipped}
          formatter={() => count(email.skipped)}
          data-testid="email-skipped"
        />
      </Flex>
      {email.finished && email.failed > 0 && <Alert type="warning" showIcon title={t('EmailFailedHint')} />}
    </Flex>
  );
}
