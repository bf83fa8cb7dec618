import {
  type CreateLeaveTypeInput,
  createLeaveTypeInput,
  KindsOfTimeOff,
  LeavePermissions,
  LeaveRequestUnits,
  type LeaveTypeDto,
  updateLeaveTypeInput,
} from '@hr/contracts';
import { Col, Form, type FormInstance, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormPage } from '../../../../components/FormPage.tsx';
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
        <Col xs={24} md={12}>
          <Field name="name" label={t('Name')}>
            <Input autoComplete="off" autoFocus />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="code" label={t('Code')} extra={t('CodeHint')}>
            <Input autoComplete="off" dir="ltr" />
          </Field>
        </Col>
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
        <Col xs={24} md={8}>
          <Field name="requiresAllocation" label={t('RequiresAllocation')} valuePropName="checked">
            <Switch aria-label={t('RequiresAllocation')} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field name="isPaid" label={t('Paid')} valuePropName="checked">
            <Switch aria-label={t('Paid')} />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field
            name="countsHolidays"
            label={t('CountsHolidays')}
            valuePropName="checked"
            extra={t('CountsHolidaysHint')}
          >
            <Switch aria-label={t('CountsHolidays')} />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field name="maxConsecutiveDays" label={t('MaxConsecutiveDays')} extra={t('NoLimitHint')}>
            <InputNumber min={1} precision={0} suffix={days} style={{ width: '100%' }} />
          </Field>
        </Col>
      </Row>
      <Field
        name="allowCarryForward"
        label={t('AllowCarryForward')}
        valuePropName="checked"
        extra={t('AllowCarryForwardHint')}
      >
        <Switch aria-label={t('AllowCarryForward')} />
      </Field>
      {carryForward && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Field name="carryForwardMaxDays" label={t('CarryForwardMaxDays')} extra={t('CarryAllHint')}>
              <InputNumber min={1} precision={0} suffix={days} style={{ width: '100%' }} />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              name="carryForwardExpiryMonths"
              label={t('CarryForwardExpiryMonths')}
              extra={t('NeverExpiresHint')}
            >
              <InputNumber min={1} precision={0} suffix={t('MonthsSuffix')} style={{ width: '100%' }} />
            </Field>
          </Col>
        </Row>
      )}
    </>
  );
}
