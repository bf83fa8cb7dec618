import { Flex, Progress, type ProgressProps, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../../components/format.ts';

/** One count under the bar: its title, its number (left to right in Arabic), and optionally "/ of". */
export interface ProgressCount {
  title: string;
  value: number;
  /** Shown after the number as "/ of" (the whole the count is a part of). */
  of?: number;
  /** Text in place of the number (e.g. an elapsed time). */
  text?: ReactNode;
  color?: string;
  testId: string;
}

const count = (value: number) => <bdi>{formatNumber(value)}</bdi>;

/**
 * A job's progress as the run page shows it: a bar, an optional `note` under it, then its counts side by
 * side (generation: generated, failed, remaining, elapsed; e-mail: sent, failed, skipped), then whatever
 * the caller adds below.
 */
export function ProgressCounts(props: {
  testId: string;
  bar: ProgressProps;
  counts: ProgressCount[];
  note?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={12} data-testid={props.testId}>
      <Progress {...props.bar} />
      {props.note}
      <Flex wrap gap={32}>
        {props.counts.map((c) => (
          <Statistic
            key={c.testId}
            title={c.title}
            value={c.value}
            formatter={() => c.text ?? count(c.value)}
            suffix={c.of === undefined ? undefined : <span>/ {count(c.of)}</span>}
            styles={c.color ? { content: { color: c.color } } : undefined}
            data-testid={c.testId}
          />
        ))}
      </Flex>
      {props.children}
    </Flex>
  );
}
