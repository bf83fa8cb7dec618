import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A figure tile: a number that links to the list it counts. */
export function Tile(props: {
  label: string;
  value: ReactNode;
  to?: string;
  testId: string;
  hint?: ReactNode;
  tone?: 'warning' | 'danger';
}) {
  const body = (
    <>
      <Typography.Text type="secondary" className="dashboard-tile-label">
        {props.label}
      </Typography.Text>
      <span className={`dashboard-tile-value${props.tone ? ` dashboard-tile-${props.tone}` : ''}`}>
        {props.value}
      </span>
      {props.hint ? <span className="dashboard-tile-hint">{props.hint}</span> : null}
    </>
  );
  return props.to ? (
    <Link to={props.to} className="dashboard-tile" data-testid={props.testId}>
      {body}
    </Link>
  ) : (
    <div className="dashboard-tile" data-testid={props.testId}>
      {body}
    </div>
  );
}
