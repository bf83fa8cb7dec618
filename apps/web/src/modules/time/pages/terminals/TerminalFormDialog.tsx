import {
  createTerminalInput,
  type TerminalDto,
  type TestTerminalConnectionResult,
  TimePermissions,
  testTerminalConnectionInput,
  updateTerminalInput,
} from '@hr/contracts';
import { Alert, Button, Col, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { applyServerErrors } from '../../../../components/apply-server-errors.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatDateTime } from '../../../../components/format.ts';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { terminalApi } from '../../api/terminal.api.ts';

/** The IANA zones the browser knows (the server checks the same way), the current one kept. */
function zoneOptions(current: string | null | undefined) {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (current) zones.add(current);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone }));
}

/** A test under way, its answer, or why it was refused (an error the form's fields could not show). */
type TestState = { testing: boolean; result?: TestTerminalConnectionResult; refused?: string };

/**
 * Test terminal: validates the form first, then connects with the typed address, port and key (on edit
 * with no key typed, the server uses the stored one) and shows the device's time or the failure.
 */
function TestTerminal({ form, record }: { form: FormInstance; record: TerminalDto | undefined }) {
  const { t } = useTranslation('time');
  const [state, setState] = useState<TestState>({ testing: false });

  async function test() {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(['ipAddress', 'port', 'comKey']) as Record<string, unknown>;
    setState({ testing: true });
    try {
      const result = await terminalApi.testConnection(
        testTerminalConnectionInput.parse({
          ipAddress: values.ipAddress,
          port: values.port,
          comKey: values.comKey ?? null,
          id: record?.id ?? null,
        }),
      );
      setState({ testing: false, result });
    } catch (error) {
      // A refused field (an address no terminal can be at) is shown under it; anything else here.
      const refused = applyServerErrors(form, error);
      setState({ testing: false, ...(refused ? { refused } : {}) });
    }
  }

  const { result } = state;
  return (
    <>
      <Button onClick={() => void test()} loading={state.testing}>
        {t('TestTerminal')}
      </Button>
      {result?.isSuccess && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          showIcon
          title={t('ConnectionSuccess')}
          // The device's own wall clock (no zone), in the display format of every date-time.
          description={t('DeviceTime', { time: formatDateTime(result.retrievedTime) })}
        />
      )}
      {state.refused && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('UnexpectedError')}
          description={state.refused}
        />
      )}
      {result && !result.isSuccess && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('UnexpectedError')}
          description={result.error ? t(`TerminalFailure_${result.error}`) : undefined}
        />
      )}
    </>
  );
}

/** New terminal (500 px) and Edit terminal (700 px): name, address, port, comm key and time zone, and Test terminal. */
export function TerminalFormDialog(dialog: CrudDialogProps<TerminalDto>) {
  const { t } = useTranslation('time');
  const canTest = usePermission(TimePermissions.Terminals.TestConnection);
  const { record } = dialog;
  const zones = useMemo(() => zoneOptions(record?.timeZone), [record?.timeZone]);
  const half = record ? 12 : 24;

  return (
    <FormDialog
      {...dialog}
      title={record ? t('EditTerminal') : t('NewTerminal')}
      width={record ? 700 : 500}
      api={terminalApi}
      schemas={{ create: createTerminalInput, update: updateTerminalInput }}
    >
      {(form) => (
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
                  max={999_999}
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
          </Row>
          {canTest && (
            <Form.Item style={{ marginBottom: 0 }}>
              <TestTerminal form={form as FormInstance} record={record} />
            </Form.Item>
          )}
        </>
      )}
    </FormDialog>
  );
}
