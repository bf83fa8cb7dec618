import { type PayslipDto, type PayslipItemDto, PayslipStates } from '@hr/contracts';
import { Descriptions, Flex, Grid, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { RecordDescriptions } from '../../../components/RecordDescriptions.tsx';
import { PayslipItemsExplanation } from './PayslipItemsExplanation.tsx';

/**
 * One payslip as HR and its employee read it: who and when (employee, period, job title, department,
 * structure, state), its lines (sequence, name, category, amount; each expands to show why: condition,
 * formula or fixed amount, the variables and their values), then gross, deductions and net. On a phone the
 * lines keep name and amount, the category under the name.
 */
export function PayslipItems({ payslip }: { payslip: PayslipDto }) {
  const { t } = useTranslation('payslips');
  const narrow = !Grid.useBreakpoint().sm;
  const money = (amount: string) => (
    <FormattedValue kind="money" value={amount} currency={payslip.currencyCode} />
  );
  const dash = (v: string | null) => v ?? '—';

  const columns: TableColumnsType<PayslipItemDto> = narrow
    ? [
        {
          key: 'name',
          title: t('ItemName'),
          render: (_: unknown, item) => (
            <Flex vertical>
              <span>{item.name}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {item.categoryName}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          key: 'amount',
          title: t('Amount'),
          align: 'end',
          render: (_: unknown, item) => money(item.amount),
        },
      ]
    : [
        { key: 'sequence', dataIndex: 'sequence', title: t('Sequence'), width: 80, align: 'end' },
        { key: 'name', dataIndex: 'name', title: t('ItemName') },
        { key: 'category', dataIndex: 'categoryName', title: t('Category') },
        {
          key: 'amount',
          title: t('Amount'),
          align: 'end',
          width: 180,
          render: (_: unknown, item) => money(item.amount),
        },
      ];

  return (
    <Flex vertical gap={16}>
      <RecordDescriptions
        testId="payslip-header"
        items={[
          { key: 'number', label: t('PayslipNumber'), children: <bdi>{payslip.number}</bdi> },
          { key: 'employee', label: t('Employee'), children: payslip.employeeFullName },
          {
            key: 'period',
            label: t('Period'),
            children: <FormattedValue kind="dateRange" value={[payslip.startDate, payslip.endDate]} />,
          },
          { key: 'jobTitle', label: t('JobTitle'), children: dash(payslip.jobTitleName) },
          { key: 'department', label: t('Department'), children: dash(payslip.departmentName) },
          { key: 'structure', label: t('SalaryStructure'), children: payslip.salaryStructureName },
          {
            key: 'state',
            label: t('State'),
            children: <EnumTag enum={PayslipStates} value={payslip.state} />,
          },
          ...(payslip.confirmationTime
            ? [
                {
                  key: 'confirmed',
                  label: t('ConfirmedOn'),
                  children: <FormattedValue kind="dateTime" value={payslip.confirmationTime} />,
                },
              ]
            : []),
          ...(payslip.cancellationReason
            ? [
                {
                  key: 'cancelled',
                  label: t('CancellationReason'),
                  span: 'filled' as const,
                  children: payslip.cancellationReason,
                },
              ]
            : []),
        ]}
      />
      <Table<PayslipItemDto>
        size="small"
        rowKey="sequence"
        pagination={false}
        dataSource={payslip.payslipItems}
        columns={columns}
        data-testid="payslip-items"
        locale={{ emptyText: t('NoItems') }}
        expandable={{
          expandedRowRender: (item) => (
            <PayslipItemsExplanation item={item} currencyCode={payslip.currencyCode} />
          ),
          expandRowByClick: true,
        }}
      />
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 3 }}
        layout={narrow ? 'horizontal' : 'vertical'}
        data-testid="payslip-totals"
        items={[
          { key: 'gross', label: t('Gross'), children: money(payslip.gross) },
          { key: 'deductions', label: t('Deductions'), children: money(payslip.deductions) },
          {
            key: 'net',
            label: t('Net'),
            children: <Typography.Text strong>{money(payslip.net)}</Typography.Text>,
          },
        ]}
      />
    </Flex>
  );
}
