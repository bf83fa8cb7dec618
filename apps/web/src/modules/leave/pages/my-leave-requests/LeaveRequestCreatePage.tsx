import {
  createDailyLeaveRequestInput,
  createHourlyLeaveRequestInput,
  createLeaveRequestInput,
  LeaveRequestUnit,
  LeaveRequestUnits,
  type LeaveTypeIdAndName,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../../components/DateInput.tsx';
import { enumLabel, enumOptions } from '../../../../components/enum-options.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormPage } from '../../../../components/FormPage.tsx';
import { fillField } from '../../../../components/fill-field.ts';
import { TimeInput } from '../../../../components/TimeInput.tsx';
import { useDebounced } from '../../../../components/useDebounced.ts';
import { leaveAllocationApi } from '../../api/leave-allocation.api.ts';
import { leaveRequestApi } from '../../api/leave-request.api.ts';
import { leaveTypeApi } from '../../api/leave-type.api.ts';
import { formatDuration } from '../../components/LeaveRequestDetails.tsx';
import { leavePaths } from '../../leave.routes.ts';
import { formatDaysHours } from '../../leave-figures.ts';
import {
  calcDurationBody,
  crossFieldRule,
  fixedUnitOf,
  type LeaveRequestFormValues,
  leaveRequestBody,
  onFormFields,
  refusalOf,
  unitOf,
} from './leave-request-form.ts';

const daily = createDailyLeaveRequestInput.shape;
const hourly = createHourlyLeaveRequestInput.shape;
/** The days' choice of a type asked for in days and hours. */
const unitChoices = enumOptions(LeaveRequestUnits).filter((o) => o.value !== LeaveRequestUnit.DaysAndHours);

/**
 * /self-service/my-leave-requests/create: the leave type (with its unit), the unit where the type allows
 * both, the dates (and, by the hour, the times; the end date follows the start unless changed), the
 * duration as the server counts it (asked again on every change), the type's balance, and a reason. A
 * refusal (not enough balance, an overlap, no allocation) is said above the buttons and the input kept.
 */
export function LeaveRequestCreatePage() {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const types = useQuery(leaveTypeApi.names());
  const [refusal, setRefusal] = useState<string | null>(null);
  const typeUnitOf = (id: string | null | undefined) => types.data?.find((x) => x.id === id)?.requestUnit;
  return (
    <FormPage<LeaveRequestFormValues>
      title={t('NewLeaveRequest')}
      mode="create"
      schema={createLeaveRequestInput}
      onSubmit={async (values) => {
        setRefusal(null);
        try {
          const body = createLeaveRequestInput.parse(
            leaveRequestBody(values, typeUnitOf(values.leaveTypeId)),
          );
          return await leaveRequestApi.create(body);
        } catch (error) {
          // The call is silent: what does not land on a field (a 400's does) is said here, once.
          const refusal = refusalOf(error);
          if (refusal) setRefusal(refusal);
          throw onFormFields(error);
        }
      }}
      invalidate={leaveRequestApi.keys.all}
      onDone={() => void navigate(leavePaths.myRequests)}
    >
      <LeaveRequestFields types={types.data ?? []} loading={types.isPending} typeUnitOf={typeUnitOf} />
      {refusal && <Alert type="error" showIcon message={refusal} data-testid="leave-request-refusal" />}
    </FormPage>
  );
}

function LeaveRequestFields({
  types,
  loading,
  typeUnitOf,
}: {
  types: LeaveTypeIdAndName[];
  loading: boolean;
  typeUnitOf: (id: string | null | undefined) => number | undefined;
}) {
  const { t } = useTranslation('leave');
  const form = Form.useFormInstance<LeaveRequestFormValues>();
  const values: LeaveRequestFormValues = Form.useWatch([], { form, preserve: true }) ?? {};
  const typeUnit = typeUnitOf(values.leaveTypeId);
  const fixed = fixedUnitOf(typeUnit);
  const unit = unitOf(values, typeUnit);
  const hours = unit === LeaveRequestUnit.Hours;
  const rule = (field: string) => crossFieldRule(field, () => typeUnitOf(form.getFieldValue('leaveTypeId')));
  const ends = ['fromDate', 'toDate', 'fromTime', 'toTime', 'leaveUnit', 'leaveTypeId'];
  // A field of the request's ends: checked again when any end changes, with the rules that span them.
  const endField = (name: string, width: number) => ({
    name,
    dependencies: ends,
    rules: [rule(name)],
    style: { flex: `1 1 ${width}px` },
  });

  return (
    // One column at most 720 px wide: the fields stack on a phone and do not stretch on a wide screen.
    <div style={{ maxWidth: 720 }}>
      <Field name="leaveTypeId" label={t('LeaveType')}>
        <Select<string>
          aria-label={t('LeaveType')}
          loading={loading}
          showSearch
          optionFilterProp="label"
          options={types.map((x) => ({
            value: x.id,
            label: `${x.name} (${enumLabel(LeaveRequestUnits, x.requestUnit)})`,
          }))}
        />
      </Field>
      {typeUnit !== undefined && fixed === null ? (
        <Field name="leaveUnit" label={t('Unit')} initialValue={LeaveRequestUnit.Days}>
          <Radio.Group options={unitChoices} aria-label={t('Unit')} />
        </Field>
      ) : (
        typeUnit !== undefined && (
          <Form.Item label={t('Unit')}>
            <Typography.Text data-testid="leave-unit">{enumLabel(LeaveRequestUnits, unit)}</Typography.Text>
          </Form.Item>
        )
      )}
      <Flex wrap style={{ columnGap: 12 }}>
        <Field {...endField('fromDate', 200)} label={hours ? t('Date') : t('FromDate')} schema={daily.from}>
          <DateInput
            aria-label={hours ? t('Date') : t('FromDate')}
            onChange={(from) => {
              // The end follows the start while it is empty or before it (an hourly leave mostly ends the same day).
              const to = form.getFieldValue('toDate') as string | null | undefined;
              if (from && (!to || to < from)) fillField(form, 'toDate', from);
            }}
          />
        </Field>
        {!hours && (
          <Field {...endField('toDate', 200)} label={t('ToDate')} schema={daily.to}>
            <DateInput aria-label={t('ToDate')} />
          </Field>
        )}
      </Flex>
      {hours && (
        <Flex wrap style={{ columnGap: 12 }}>
          <Field {...endField('fromTime', 140)} label={t('FromTime')} schema={hourly.fromTime}>
            <TimeInput aria-label={t('FromTime')} minuteStep={5} />
          </Field>
          <Field {...endField('toTime', 140)} label={t('ToTime')} schema={hourly.toTime}>
            <TimeInput aria-label={t('ToTime')} minuteStep={5} />
          </Field>
          <Field
            {...endField('toDate', 200)}
            label={t('EndDate')}
            extra={t('EndDateHint')}
            schema={hourly.toDate}
            required={false}
          >
            <DateInput aria-label={t('EndDate')} />
          </Field>
        </Flex>
      )}
      <DurationAndBalance
        values={values}
        typeUnit={typeUnit}
        unit={unit}
        needsAllocation={types.find((x) => x.id === values.leaveTypeId)?.requiresAllocation ?? true}
      />
      <Field name="reason" label={t('Reason')}>
        <Input.TextArea rows={3} aria-label={t('Reason')} />
      </Field>
    </div>
  );
}

/**
 * The duration as the server counts it (calc-duration, 300 ms after the last change; only the answer of
 * the values shown is used, an older one is dropped with its query key), with its refusal under it, and the
 * balance of the chosen type beside it.
 */
function DurationAndBalance({
  values,
  typeUnit,
  unit,
  needsAllocation,
}: {
  values: LeaveRequestFormValues;
  typeUnit: number | undefined;
  unit: number;
  /** A type taken without an allocation (unpaid leave) has no balance, and needs none. */
  needsAllocation: boolean;
}) {
  const { t } = useTranslation('leave');
  const body = calcDurationBody(values, typeUnit);
  const bodyText = body ? JSON.stringify(body) : '';
  const asked = useDebounced(bodyText);
  const duration = useQuery({
    queryKey: ['leave', 'calc-duration', asked] as const,
    queryFn: ({ signal }) => leaveRequestApi.calcDuration(JSON.parse(asked), signal),
    enabled: asked !== '' && asked === bodyText,
    retry: false,
    staleTime: 30_000,
  });
  const balances = useQuery(leaveAllocationApi.own(0, 100));
  const balance = balances.data?.items.find((b) => b.leaveTypeId === values.leaveTypeId);

  const waiting = bodyText !== '' && (asked !== bodyText || duration.isFetching);
  const shown =
    bodyText === '' || waiting || duration.isError || duration.data === undefined
      ? waiting
        ? '…'
        : '—'
      : formatDuration(duration.data, unit);
  // Nothing to take leave from (a day off, a holiday): the save would be refused, say why now.
  const nothing = !waiting && !duration.isError && duration.data === 0;
  return (
    <Flex wrap style={{ columnGap: 12 }}>
      <Form.Item
        label={t('Duration')}
        style={{ flex: '1 1 200px' }}
        validateStatus={duration.isError && !waiting ? 'error' : nothing ? 'warning' : undefined}
        help={
          duration.isError && !waiting
            ? duration.error.message
            : nothing
              ? t('errors::Leave:NoExpectedTime')
              : undefined
        }
      >
        <Input readOnly value={shown} aria-label={t('Duration')} data-testid="leave-duration" />
      </Form.Item>
      <Form.Item label={t('Balance')} style={{ flex: '1 1 200px' }}>
        <Input
          readOnly
          aria-label={t('Balance')}
          data-testid="leave-balance"
          value={
            !values.leaveTypeId
              ? '—'
              : !needsAllocation
                ? t('NoAllocationNeeded')
                : balance
                  ? formatDaysHours(balance.requestUnit, balance.balanceDays, balance.balanceHours)
                  : balances.isPending
                    ? '…'
                    : t('NoAllocationOfType')
          }
        />
      </Form.Item>
    </Flex>
  );
}
