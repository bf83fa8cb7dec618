import {
  type HolidayDto,
  type HolidayOccurrenceDto,
  holidayEndpoints,
  maxImportRows,
  TimePermissions,
} from '@hr/contracts';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportButton, ImportDialog } from '../../../../components/ImportDialog.tsx';
import { importApiOf } from '../../../../components/import-api.ts';
import { listOf, type ResourceColumn } from '../../../../components/ResourceTable.tsx';
import { ResourceViews } from '../../../../components/ResourceViews.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { holidayApi } from '../../api/holiday.api.ts';
import { LazyHolidayCalendar } from '../../components/LazyHolidayCalendar.tsx';
import { HolidayFormDialog } from './HolidayFormDialog.tsx';

const holidayImportApi = importApiOf(holidayEndpoints);

/**
 * hr/holidays: the table (up to 1000, searchable by name in either language) or the calendar (a day clicked
 * adds a holiday on it, a holiday clicked opens it), New and Edit in a 500 px dialog, Delete with
 * confirmation, Import from Excel beside New for who may create.
 */
export function HolidaysPage() {
  const { t } = useTranslation('time');
  const crud = useCrudPage<HolidayDto, { from?: string }>({
    api: holidayApi,
    policies: TimePermissions.Holidays,
    newLabel: t('NewHoliday'),
  });
  const [importing, setImporting] = useState(false);
  const toolbar = (
    <>
      {crud.can.create && <ImportButton onClick={() => setImporting(true)} />}
      {crud.toolbar}
    </>
  );
  const openHoliday = async (holiday: HolidayOccurrenceDto) =>
    crud.openEdit(await holidayApi.get(holiday.id));

  const columns: ResourceColumn<HolidayDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'from',
      dataIndex: 'from',
      title: t('HolidayFrom'),
      kind: 'date',
      width: 140,
    },
    { key: 'to', dataIndex: 'to', title: t('HolidayTo'), kind: 'date', width: 140 },
    {
      key: 'isReOccurring',
      dataIndex: 'isReOccurring',
      title: t('ReOccurring'),
      width: 160,
      render: (yes: boolean) => (yes ? <Tag color="blue">{t('EveryYear')}</Tag> : '—'),
    },
  ];

  return (
    <>
      <ResourceViews<HolidayDto, 'calendar'>
        title={t('Holidays')}
        {...listOf(holidayApi)}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByName') }}
        exportExcel={{ url: holidayEndpoints.exportExcel.path }}
        toolbar={toolbar}
        rowActions={crud.rowActions}
        // The spec loads up to 1000 holidays.
        unpaged
        views={{
          calendar: (
            <LazyHolidayCalendar
              onDateClick={crud.can.create ? (date) => crud.openCreate({ from: date }) : undefined}
              onHolidayClick={crud.can.update ? (h) => void openHoliday(h) : undefined}
            />
          ),
        }}
      />
      <HolidayFormDialog {...crud.dialog} />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        api={holidayImportApi}
        title={t('ImportHolidays')}
        intro={t('ImportHolidaysIntro', { max: maxImportRows })}
        templateName="holidays-import-template.xlsx"
        listKeys={holidayApi.keys.lists()}
        rowTitle={t('Holiday')}
      />
    </>
  );
}
