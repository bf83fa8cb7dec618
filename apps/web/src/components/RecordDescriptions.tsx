import { Descriptions, type DescriptionsProps } from 'antd';

/**
 * A record's fields as a bordered list of label and value, two columns from a tablet's width up and one on
 * a phone (a request's, a payslip's, a task's head). `testId` names it for the browser journeys.
 */
export function RecordDescriptions({ testId, items }: { testId: string; items: DescriptionsProps['items'] }) {
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} data-testid={testId} items={items} />
  );
}
