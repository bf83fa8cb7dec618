import type { TrialBalanceRowDto } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../components/format.ts';
import { journalEntryApi } from '../../api/journal-entry.api.ts';
import { FiscalPeriodFilter } from '../../components/FiscalPeriodFilter.tsx';

/**
 * finance/payroll-postings (FN.JournalEntry.Index): the trial balance of what payroll posted, the debits,
 * credits and balance of each account per fiscal period (one period, or all of them).
 */
export function PayrollPostingsPage() {
  const { t } = useTranslation('finance');
  const [periodId, setPeriodId] = useState<string>();
  const balance = useQuery(journalEntryApi.trialBalance({ periodId }));
  const places = balance.data?.decimalPlaces ?? 2;
  const money = (v: string) => formatMoney(v, { decimalPlaces: places });
  return (
    <Card
      title={t('PayrollPostings')}
      extra={
        <FiscalPeriodFilter
          value={periodId}
          onChange={setPeriodId}
          placeholder={t('AllPeriods')}
          minWidth={180}
        />
      }
    >
      <Table<TrialBalanceRowDto>
        size="small"
        loading={balance.isLoading}
        rowKey={(r) => `${r.periodId}:${r.accountId}`}
        pagination={false}
        dataSource={balance.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'period', title: t('FiscalPeriod'), dataIndex: 'periodCode' },
          { key: 'code', title: t('AccountCode'), dataIndex: 'accountCode' },
          { key: 'name', title: t('Account'), dataIndex: 'accountName' },
          { key: 'type', title: t('AccountType'), dataIndex: 'accountTypeName' },
          { key: 'debit', title: t('Debit'), align: 'end', render: (_, r) => money(r.debit) },
          { key: 'credit', title: t('Credit'), align: 'end', render: (_, r) => money(r.credit) },
          { key: 'balance', title: t('Balance'), align: 'end', render: (_, r) => money(r.balance) },
        ]}
        summary={() =>
          balance.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                <Typography.Text strong>
                  {t('Total')} ({balance.data.currencyCode})
                </Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="end">
                <Typography.Text strong>{money(balance.data.totalDebit)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="end">
                <Typography.Text strong>{money(balance.data.totalCredit)}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} />
            </Table.Summary.Row>
          )
        }
      />
    </Card>
  );
}
