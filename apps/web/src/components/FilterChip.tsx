import { CloseOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A filter the page was opened with from another page, as a parameter of its address (a run's payslips,
 * `?runId=`; a run's journal entries, `?sourceId=`): a chip in the filter bar that says so, whose × (named
 * for screen readers) takes the parameter out of the address, and with it the filter.
 */
export function FilterChip(props: {
  children: ReactNode;
  /** The address's parameter that holds the filter. */
  param: string;
  /** What removing it shows: "Show the payslips of every run". */
  removeLabel: string;
  testId: string;
}) {
  const [, setSearch] = useSearchParams();
  const remove = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete(props.param);
      return next;
    });
  return (
    <Tag
      closable
      color="purple"
      onClose={remove}
      data-testid={props.testId}
      closeIcon={<CloseOutlined aria-label={props.removeLabel} />}
    >
      {props.children}
    </Tag>
  );
}
