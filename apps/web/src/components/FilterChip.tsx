import { CloseOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * A filter the page was opened with from another page (a run's payslips, a run's journal entries): a chip in
 * the filter bar that says so, whose × (named for screen readers) removes it.
 */
export function FilterChip(props: {
  children: ReactNode;
  /** What removing it shows: "Show the payslips of every run". */
  removeLabel: string;
  onRemove: () => void;
  testId: string;
}) {
  return (
    <Tag
      closable
      color="purple"
      onClose={props.onRemove}
      data-testid={props.testId}
      closeIcon={<CloseOutlined aria-label={props.removeLabel} />}
    >
      {props.children}
    </Tag>
  );
}
