import { ClockCircleOutlined } from '@ant-design/icons';
import {
  createTerminalInput,
  maxTerminalComKey,
  type TerminalDto,
  TimePermissions,
  updateTerminalInput,
} from '@hr/contracts';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { Field } from '../../../../components/Field.tsx';
import { formatDateTime } from '../../../../components/format.ts';
import { terminalApi } from '../../api/terminal.api.ts';
import { TestTerminal } from './TestTerminal.tsx';

/** The IANA zones the browser knows (the server checks the same way), the current one kept. */
function zoneOptions(current: string | null | undefined) {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone }));
}

/**
 * hr/fingerprint/terminals: name, IP address and whether a comm key is set (the port is hidden). New terminal
 * (500 px) and Edit terminal (700 px): name, address, port, comm key and time zone, and Test terminal.
 * Set the device clock (who may update terminals): to now in the terminal's zone, after a confirmation.
 */
export function TerminalsPage() {
  const { t } = useTranslation('time');
  const canTest = usePermission(TimePermissions.Terminals.TestConnection);
  const canUpdate = usePermission(TimePermissions.Terminals.Update);
  const { message, modal } = feedback();

  async function setClock(terminal: TerminalDto) {
    let result: Awaited<ReturnType<typeof terminalApi.setClock>>;
    try {
      result = await terminalApi.setClock(terminal.id);
    } catch {
      return; // The HTTP client has shown the server's message.
    }
    if (result.isSuccess)
      message.success(
        t('DeviceClockSet', {
          name: terminal.name,
          time: formatDateTime(result.deviceTime),
          previous: formatDateTime(result.previousTime),
          zone: result.timeZone,
        }),
      );
    else
      message.error(
        `${t('DeviceClockNotSet', { name: terminal.name })} ${result.error ? t(`TerminalFailure_${result.error}`) : ''}`,
      );
  }

  const confirmSetClock = (terminal: TerminalDto) =>
    modal.confirm({
      title: t('SetDeviceClock'),
      content: t('SetDeviceClockConfirmation', {
        name: terminal.name,
        zone: terminal.timeZone ?? t('TenantTimeZone'),
      }),
      okText: t('SetDeviceClock'),
      cancelText: t('common::Cancel'),
      onOk: () => setClock(terminal),
    });

  return (
    <CrudPage<TerminalDto, typeof createTerminalInput, typeof updateTerminalInput, TerminalDto>
      api={terminalApi}
      policies={TimePermissions.Terminals}
      title={t('Terminals')}
      newLabel={t('NewTerminal')}
      actions={[
        {
          key: 'set-clock',
          label: t('SetDeviceClock'),
          icon: <ClockCircleOutlined />,
          visible: canUpdate,
          onClick: confirmSetClock,
        },
      ]}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('Name') },
        {
          key: 'ipAddress',
          dataIndex: 'ipAddress',
          title: t('IpAddress'),
          render: (address: string) => <span dir="ltr">{address}</span>,
        },
        {
          key: 'hasComKey',
          dataIndex: 'hasComKey',
          title: t('ComKey'),
          render: (set: boolean) =>
            set ? <Tag color="blue">{t('ComKeySet')}</Tag> : <Tag>{t('ComKeyNone')}</Tag>,
        },
      ]}
      table={{ search: { param: 'filter', placeholder: t('SearchByNameOrAddress') } }}
      dialog={{
        title: (record) => (record ? t('EditTerminal') : t('NewTerminal')),
        width: (record) => (record ? 700 : 500),
        api: terminalApi,
        schemas: { create: createTerminalInput, update: updateTerminalInput },
        fields: (record) => <TerminalFields record={record} canTest={canTest} />,
      }}
    />
  );
}

/** The dialog's fields: two columns on edit, one on create; Test terminal for who may test. */
function TerminalFields({ record, canTest }: { record: TerminalDto | undefined; canTest: boolean }) {
  const { t } = useTranslation('time');
  const zones = useMemo(() => zoneOptions(record?.timeZone), [record?.timeZone]);
  const half = record ? 12 : 24;
  return (
    <>
      <Row gutter={16}>
        <Col span={half}>
          <Field name="name" label={t('Name')}>
            <Input autoComplete="off" autoFocus />
          </Field>
        </Col>
        <Col span={half}>
          <Field name="ipAddress" label={t('IpAddress')}>
            <Input autoComplete="off" dir="ltr" />
          </Field>
        </Col>
        <Col span={half}>
          <Field name="port" label={t('Port')}>
            <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
          </Field>
        </Col>
        <Col span={half}>
          <Field
            name="comKey"
            label={t('ComKey')}
            extra={record?.hasComKey ? t('ComKeyStoredHint') : t('ComKeyHint')}
          >
            <InputNumber
              min={0}
              max={maxTerminalComKey}
              precision={0}
              style={{ width: '100%' }}
              placeholder={record?.hasComKey ? t('ComKeyUnchanged') : t('ComKeyNone')}
              aria-label={t('ComKey')}
            />
          </Field>
        </Col>
        <Col span={24}>
          <Field name="timeZone" label={t('TimeZone')}>
            <Select
              allowClear
              showSearch
              options={zones}
              placeholder={t('TenantTimeZone')}
              aria-label={t('TimeZone')}
            />
          </Field>
        </Col>
        <Col span={24}>
          <Field name="clearLogAfterSync" valuePropName="checked" extra={t('ClearLogAfterSyncHint')}>
            <Checkbox>{t('ClearLogAfterSync')}</Checkbox>
          </Field>
        </Col>
      </Row>
      {canTest && (
        <Form.Item style={{ marginBottom: 0 }}>
          <TestTerminal record={record} />
        </Form.Item>
      )}
    </>
  );
}
