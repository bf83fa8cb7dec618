import type { PayrollRunDto } from '@hr/contracts';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProgressCounts } from './ProgressCounts.tsx';
import { emailDonePercent } from './run-progress.ts';

/**
 * E-mailing a Confirmed run's payslips: a bar of those dealt with, and how many were sent, failed (the
 * SMTP server refused or could not be reached) and skipped (no e-mail address), of all of them.
 */
export function EmailProgress({ email }: { email: NonNullable<PayrollRunDto['email']> }) {
  const { t } = useTranslation('payroll');
  const status = !email.finished ? 'active' : email.failed > 0 ? 'exception' : 'success';
  return (
    <ProgressCounts
      testId="run-email"
      bar={{
        percent: emailDonePercent(email),
        status,
        'aria-label': t('EmailProgress'),
        format: (percent) => <bdi>{`${percent}%`}</bdi>,
      }}
      counts={[
        { title: t('EmailsSent'), value: email.sent, of: email.total, testId: 'email-sent' },
        { title: t('EmailsFailed'), value: email.failed, testId: 'email-failed' },
        { title: t('EmailsSkipped'), value: email.skipped, testId: 'email-skipped' },
      ]}
    >
      {email.finished && email.failed > 0 && <Alert type="warning" showIcon title={t('EmailFailedHint')} />}
    </ProgressCounts>
  );
}
