import { UnorderedListOutlined } from '@ant-design/icons';
import {
  FinancePermissions,
  type JournalEntryDto,
  JournalSourceTypes,
  journalEntryEndpoints,
  PayrollJournalDetails,
} from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { getLanguage } from '../../../../app/language.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { FilterChip } from '../../../../components/FilterChip.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../../components/format.ts';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { journalEntryApi } from '../../api/journal-entry.api.ts';
import { AccountSelect } from '../../components/AccountSelect.tsx';
import { FiscalPeriodFilter } from '../../components/FiscalPeriodFilter.tsx';
import { JournalLinesTable } from './JournalLinesTable.tsx';

/**
 * finance/journal-entry (FN.JournalEntry.Index, issue 43): the entries payroll posted, newest first, with
 * the period, source and account filters (a run's page links here with its id as `sourceId`); a row's lines
 * in a dialog; the filtered lines to Excel; how finely payroll posts (per department or per employee).
 */
export function JournalEntriesPage() {
  const { t } = useTranslation('finance');
  const [search] = useSearchParams();
  const [periodId, setPeriodId] = useState<string>();
  const [sourceType, setSourceType] = useState<number>();
  const [accountId, setAccountId] = useState<string>();
  const sourceId = search.get('sourceId') ?? undefined;
  const [shown, setShown] = useState<JournalEntryDto>();
  const canExport = usePermission(FinancePermissions.JournalEntries.Export);
  const canChange = usePermission(FinancePermissions.JournalEntries.ChangeSettings);
  const settings = useQuery(journalEntryApi.settings());
  const client = useQueryClient();
  const language = getLanguage();

  const columns: ResourceColumn<JournalEntryDto>[] = [
    { key: 'number', dataIndex: 'number', title: t('EntryNumber') },
    { key: 'date', dataIndex: 'date', title: t('Date'), kind: 'date' },
    { key: 'periodCode', dataIndex: 'periodCode', title: t('FiscalPeriod'), sortable: false },
    {
      key: 'sourceType',
      dataIndex: 'sourceType',
      title: t('Source'),
      sortable: false,
      render: (value: number) => <EnumTag enum={JournalSourceTypes} value={value} />,
    },
    // A width of its own: a long description wraps rather than pushing the amount past the card's edge.
    // It is written in the language of who posted it: <bdi> keeps an English one in order on an Arabic page.
    {
      key: 'description',
      dataIndex: 'description',
      title: t('Description'),
      sortable: false,
      width: 260,
      render: (text: string) => <bdi>{text}</bdi>,
    },
    {
      key: 'reversalOfNumber',
      dataIndex: 'reversalOfNumber',
      title: t('ReversesEntry'),
      sortable: false,
      render: (n: number | null) => (n === null ? '' : `#${n}`),
    },
    {
      key: 'totalDebit',
      dataIndex: 'totalDebit',
      title: t('Amount'),
      sortable: false,
      align: 'end',
      render: (_: string, e: JournalEntryDto) =>
        formatMoney(e.totalDebit, { currency: e.currencyCode, decimalPlaces: e.decimalPlaces }),
    },
  ];
  const rowActions: RowAction<JournalEntryDto>[] = [
    { key: 'lines', label: t('Lines'), icon: <UnorderedListOutlined />, onClick: (entry) => setShown(entry) },
  ];

  return (
    <>
      <ResourceTable<JournalEntryDto>
        title={t('JournalEntries')}
        queryKey={journalEntryApi.keys.lists()}
        fetch={journalEntryApi.list}
        sortFields={journalEntryApi.sortFields}
        columns={columns}
        rowActions={rowActions}
        params={{ periodId, sourceType, sourceId, accountId }}
        {...(canExport
          ? { exportExcel: { url: journalEntryEndpoints.exportExcel.path, fileName: 'journal-entries.xlsx' } }
          : {})}
        toolbar={
          <Space wrap>
            {sourceId && (
              // A run's page opens the entries of that run: said by a chip that removes it.
              <FilterChip param="sourceId" removeLabel={t('RemoveSourceFilter')} testId="source-filter">
                {t('SourceFilter')}
              </FilterChip>
            )}
            <FiscalPeriodFilter
              value={periodId}
              onChange={setPeriodId}
              placeholder={t('FiscalPeriod')}
              minWidth={160}
            />
            <Select
              allowClear
              style={{ minWidth: 160 }}
              placeholder={t('Source')}
              aria-label={t('Source')}
              value={sourceType}
              onChange={setSourceType}
              options={JournalSourceTypes.members.map((m) => ({ value: m.value, label: m[language] }))}
            />
            <AccountSelect
              style={{ minWidth: 240 }}
              placeholder={t('Account')}
              aria-label={t('Account')}
              value={accountId}
              onChange={setAccountId}
            />
            <Select
              style={{ minWidth: 200 }}
              aria-label={t('PayrollJournalDetail')}
              title={t('PayrollJournalDetail')}
              disabled={!canChange || !settings.data}
              value={settings.data?.payrollJournalDetail}
              onChange={async (value: number) => {
                await journalEntryApi.changeSettings({ payrollJournalDetail: value });
                await client.invalidateQueries({ queryKey: journalEntryApi.settings().queryKey });
              }}
              options={PayrollJournalDetails.members.map((m) => ({ value: m.value, label: m[language] }))}
            />
          </Space>
        }
      />
      <Modal
        open={shown !== undefined}
        title={shown ? t('EntryTitle', { number: shown.number }) : ''}
        onCancel={() => setShown(undefined)}
        footer={null}
        width={860}
      >
        {shown && (
          <>
            <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('Date')}>{formatDate(shown.date)}</Descriptions.Item>
              <Descriptions.Item label={t('FiscalPeriod')}>{shown.periodCode}</Descriptions.Item>
              <Descriptions.Item label={t('Description')}>
                <bdi>{shown.description}</bdi>
              </Descriptions.Item>
              <Descriptions.Item label={t('PostedAt')}>
                {formatDateTime(shown.creationTime)}
              </Descriptions.Item>
              {shown.reversalOfNumber !== null && (
                <Descriptions.Item label={t('ReversesEntry')}>#{shown.reversalOfNumber}</Descriptions.Item>
              )}
            </Descriptions>
            <JournalLinesTable entry={shown} />
          </>
        )}
      </Modal>
    </>
  );
}
