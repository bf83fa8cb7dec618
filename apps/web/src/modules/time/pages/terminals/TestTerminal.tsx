import {
  type TerminalDto,
  type TestTerminalConnectionResult,
  testTerminalConnectionInput,
} from '@hr/contracts';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../../components/apply-server-errors.ts';
import { formatDateTime } from '../../../../components/format.ts';
import { terminalApi } from '../../api/terminal.api.ts';

/** A test under way, its answer, or why it was refused (an error the form's fields could not show). */
type TestState = { testing: boolean; result?: TestTerminalConnectionResult; refused?: string };

/**
 * Test terminal: validates the form first, then connects with the typed address, port and key (on edit
 * with no key typed, the server uses the stored one) and shows the device's time or the failure.
 */
export function TestTerminal({ record }: { record: TerminalDto | undefined }) {
  const { t } = useTranslation('time');
  const form = Form.useFormInstance();
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
