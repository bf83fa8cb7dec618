import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

interface LoginNoticeProps {
  type: 'error' | 'warning';
  children: ReactNode;
  'data-testid'?: string;
}

/** A message box of the login page, drawn like antd's Alert with `showIcon` (styles.css, `.login-notice`). */
export function LoginNotice({ type, children, 'data-testid': testId }: LoginNoticeProps) {
  return (
    <div
      className={`login-notice login-notice-${type}`}
      role={type === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      {type === 'error' ? <CloseCircleFilled /> : <ExclamationCircleFilled />}
      <div>{children}</div>
    </div>
  );
}
