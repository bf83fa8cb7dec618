import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What a signed-out account form turns into once done: a success, what follows, a button to go on. Not in
 * links.tsx, which the login page imports: antd's Result (with its illustrations, 9 kB) is not for that page.
 */
export function DoneResult({
  title,
  subTitle,
  to,
  label,
}: {
  title: ReactNode;
  subTitle: ReactNode;
  /** Where the button goes (the login page). */
  to: string;
  label: ReactNode;
}) {
  return (
    <Result
      status="success"
      title={title}
      subTitle={subTitle}
      extra={
        <Link to={to}>
          <Button type="primary">{label}</Button>
        </Link>
      }
    />
  );
}
