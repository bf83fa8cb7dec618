import type { JournalEntryDto, JournalEntryLineDto } from '@hr/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../components/format.ts';

/** An entry's lines: account, department or employee, debit, credit, and the totals under them. */
export function JournalLinesTable({ entry }: { entry: JournalEntryDto }) {
  const { t } = useTranslation('finance');
  const money = (v: string) => formatMoney(v, { decimalPlaces: entry.decimalPlaces });
  return (
    <Table<JournalEntryLineDto>
      size="small"
      rowKey="lineNumber"
      pagination={false}
      dataSource={entry.lines}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'account', title: t('Account'), render: (_, l) => `${l.accountCode} ${l.accountName}` },
        {
          key: 'for',
          title: t('DepartmentOrEmployee'),
          render: (_, l) => l.employeeName ?? l.departmentName ?? '',
        },
        { key: 'debit', title: t('Debit'), align: 'end', render: (_, l) => money(l.debit) },
        { key: 'credit', title: t('Credit'), align: 'end', render: (_, l) => money(l.credit) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>
              {t('Total')} ({entry.currencyCode})
            </Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="end">
            <Typography.Text strong>{money(entry.totalDebit)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="end">
            <Typography.Text strong>{money(entry.totalCredit)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
