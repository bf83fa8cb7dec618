import {
  type CreateLeaveTypeInput,
  createLeaveTypeInput,
  KindsOfTimeOff,
  LeavePermissions,
  LeaveRequestUnits,
  type LeaveTypeDto,
  updateLeaveTypeInput,
} from '@hr/contracts';
import { Col, Form, type FormInstance, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormPage } from '../../../../components/FormPage.tsx';
import { NameAndCodeCols } from '../../../../components/NameAndCodeCols.tsx';
import { useFormPageRecord } from '../../../../components/useFormPageRecord.tsx';
import { leaveTypeApi } from '../../api/leave-type.api.ts';
import { leavePaths } from '../../leave.routes.ts';

/**
 * hr/time-off/leave-types/create and update/:id: name, code, unit, kind, the switches, the longest request,
 * and the carry-forward cap and expiry shown only when carrying forward; back to the list when done.
 */
export function LeaveTypeFormPage() {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const page = useFormPageRecord(leaveTypeApi, LeavePermissions.LeaveTypes.Update);
  if (page.loadFailed) return page.loadFailed;

  return (
    <div style={{ maxWidth: 800 }}>
      <FormPage<typeof createLeaveTypeInput, typeof updateLeaveTypeInput, LeaveTypeDto, unknown>
        {...page.frame}
        title={page.id ? t('EditLeaveType') : t('NewLeaveType')}
        api={leaveTypeApi}
        schemas={{ create: createLeaveTypeInput, update: updateLeaveTypeInput }}
        defaults={{
          requestUnit: LeaveRequestUnits.values.Days,
          kindOfTimeOff: KindsOfTimeOff.values.Absence,
        }}
        // Without carry-forward its cap and expiry mean nothing: none are sent.
        toInput={(values) =>
          values.allowCarryForward
            ? values
            : { ...values, carryForwardMaxDays: null, carryForwardExpiryMonths: null }
        }
        onDone={() => void navigate(leavePaths.types)}
      >
        {(form) => <LeaveTypeFields form={form} />}
      </FormPage>
    </div>
  );
}

function LeaveTypeFields({ form }: { form: FormInstance<CreateLeaveTypeInput> }) {
  const { t } = useTranslation('leave');
  const carryForward = Form.useWatch('allowCarryForward', form);
  const days = t('DaysSuffix');
  return (
    <>
      <Row gutter={16}>
        <NameAndCodeCols localized name={t('Name')} code={t('Code')} codeHint={t('CodeHint')} />
        <Col xs={24} md={12}>
          <Field name="requestUnit" label={t('RequestUnit')}>
            <EnumSelect enum={LeaveRequestUnits} aria-label={t('RequestUnit')} />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="kindOfTimeOff" label={t('KindOfTimeOff')}>
            <EnumSelect enum={KindsOfTimeOff} aria-label={t('KindOfTimeOff')} />
          </Field>
        </Col>
      </Row>
      {/* The three switches a row of their own: after the odd field above, the first sat beside it and the
          other two fell to a row of thirds, out of line with both. */}
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <SwitchField name="requiresAllocation" label={t('RequiresAllocation')} />
        </Col>
        <Col xs={24} md={8}>
          <SwitchField name="isPaid" label={t('Paid')} />
        </Col>
        <Col xs={24} md={8}>
          <SwitchField name="countsHolidays" label={t('CountsHolidays')} extra={t('CountsHolidaysHint')} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <CountField
            name="maxConsecutiveDays"
            label={t('MaxConsecutiveDays')}
            extra={t('NoLimitHint')}
            suffix={days}
          />
        </Col>
      </Row>
      <SwitchField
        name="allowCarryForward"
        label={t('AllowCarryForward')}
        extra={t('AllowCarryForwardHint')}
      />
      {carryForward && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <CountField
              name="carryForwardMaxDays"
              label={t('CarryForwardMaxDays')}
              extra={t('CarryAllHint')}
              suffix={days}
            />
          </Col>
          <Col xs={24} md={12}>
            <CountField
              name="carryForwardExpiryMonths"
              label={t('CarryForwardExpiryMonths')}
              extra={t('NeverExpiresHint')}
              suffix={t('MonthsSuffix')}
            />
          </Col>
        </Row>
      )}
    </>
  );
}

/** A yes/no of the type: a switch named by its label. */
function SwitchField({
  name,
  label,
  extra,
}: {
  name: keyof CreateLeaveTypeInput;
  label: string;
  extra?: string;
}) {
  return (
    <Field name={name} label={label} valuePropName="checked" extra={extra}>
      <Switch aria-label={label} />
    </Field>
  );
}

/** A whole number of at least one, in days or months (`suffix`); empty for none. */
function CountField({
  name,
  label,
  extra,
  suffix,
}: {
  name: keyof CreateLeaveTypeInput;
  label: string;
  extra: string;
  suffix: string;
}) {
  return (
    <Field name={name} label={label} extra={extra}>
      <InputNumber min={1} precision={0} suffix={suffix} style={{ width: '100%' }} />
    </Field>
  );
}
