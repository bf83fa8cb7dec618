import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { averageHourNumber } from '@hr/contracts';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../components/format.ts';
import { type WorkingHourRow, WorkingHoursTable } from '../working-schedules/WorkingHoursTable.tsx';
import { WorkingHourFormDialog } from './WorkingHourFormDialog.tsx';

export interface WorkingHoursGridProps {
  /** The form's `workingHours` (Form.Item gives value and onChange). */
  value?: WorkingHourRow[];
  onChange?: (hours: WorkingHourRow[]) => void;
  readOnly?: boolean;
  id?: string;
}

/** Which hour the dialog holds: none (closed), a new set (add), or the hour at an index (edit). */
type Editing = { open: false } | { open: true; index?: number };

/**
 * The working-hours grid of the schedule form: the hours, their average hour number, and Add (several days
 * at once), Edit and Remove through the working-hour dialog. The form's field holds the list.
 */
export function WorkingHoursGrid({ value = [], onChange, readOnly = false, id }: WorkingHoursGridProps) {
  const { t } = useTranslation('employment');
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [hourOfDialog, setHourOfDialog] = useState<WorkingHourRow>();
  const index = editing.open ? editing.index : undefined;

  const open = (at?: number) => {
    setHourOfDialog(at === undefined ? undefined : value[at]);
    setEditing({ open: true, ...(at === undefined ? {} : { index: at }) });
  };
  const save = (hours: WorkingHourRow[]) =>
    onChange?.(
      index === undefined ? [...value, ...hours] : value.map((h, i) => (i === index ? hours[0]! : h)),
    );

  return (
    <Flex vertical gap={8} id={id} data-testid="working-hours-grid">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          {t('AverageHourNumber')}:{' '}
          <Typography.Text strong data-testid="average-hour-number">
            {formatNumber(averageHourNumber(value), { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </Typography.Text>
        </Typography.Text>
        {!readOnly && (
          <Button icon={<PlusOutlined />} onClick={() => open()}>
            {t('AddWorkingHours')}
          </Button>
        )}
      </Flex>
      <WorkingHoursTable
        hours={value}
        actions={
          readOnly
            ? undefined
            : (hour, i) => (
                <Space size={0}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('EditWorkingHourOf', { from: hour.from })}
                    title={t('common::Edit')}
                    onClick={() => open(i)}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('RemoveWorkingHourOf', { from: hour.from })}
                    title={t('Remove')}
                    onClick={() => onChange?.(value.filter((_, j) => j !== i))}
                  />
                </Space>
              )
        }
      />
      <WorkingHourFormDialog
        open={editing.open}
        hour={hourOfDialog}
        others={value.filter((_, i) => i !== index)}
        onSubmit={save}
        onClose={() => setEditing({ open: false })}
      />
    </Flex>
  );
}
