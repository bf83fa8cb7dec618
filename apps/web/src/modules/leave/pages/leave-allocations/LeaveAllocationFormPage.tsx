import {
  createLeaveAllocationInput,
  type LeaveAllocationDto,
  LeavePermissions,
  type LeaveTypeIdAndName,
  updateLeaveAllocationInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Descriptions, Form, type FormInstance, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormPage } from '../../../../components/FormPage.tsx';
import { NamedSelect } from '../../../../components/NamedSelect.tsx';
import { useFormPageRecord } from '../../../../components/useFormPageRecord.tsx';
import { leaveAllocationApi } from '../../api/leave-allocation.api.ts';
import { leaveTypeApi } from '../../api/leave-type.api.ts';
import { leavePaths } from '../../leave.routes.ts';
import { formatDaysHours } from '../../leave-figures.ts';
import { AllocationFigureFields } from './AllocationFigureFields.tsx';
import { type AllocationFormValues, allocationFormValues, allocationInput } from './allocation-form.ts';

/**
 * hr/time-off/leave-allocations/create and update/:id: the type, the employee, the validity and the days or
 * hours the type counts; an update shows what is carried in, taken, reserved and left. Back to the list.
 */
export function LeaveAllocationFormPage() {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const types = useQuery(leaveTypeApi.names());
  const page = useFormPageRecord(leaveAllocationApi, LeavePermissions.LeaveAllocations.Update);
  if (page.loadFailed) return page.loadFailed;
  const allocation = page.record;
  const typeOf = (typeId: string | undefined) => types.data?.find((type) => type.id === typeId);

  return (
    <div style={{ maxWidth: 800 }}>
      <FormPage<
        typeof createLeaveAllocationInput,
        typeof updateLeaveAllocationInput,
        LeaveAllocationDto,
        unknown,
        AllocationFormValues
      >
        {...page.frame}
        title={page.id ? t('EditLeaveAllocation') : t('NewLeaveAllocation')}
        api={leaveAllocationApi}
        schemas={{ create: createLeaveAllocationInput, update: updateLeaveAllocationInput }}
        toForm={allocationFormValues}
        toInput={(values, record) =>
          allocationInput(
            values,
            typeOf(values.leaveTypeId) ?? (record && { requestUnit: record.requestUnit }),
          )
        }
        onDone={() => void navigate(leavePaths.allocations)}
      >
        {(form) => (
          <>
            <AllocationFields form={form} types={types.data ?? []} record={allocation} />
            {allocation && <Ledger allocation={allocation} />}
          </>
        )}
      </FormPage>
    </div>
  );
}

function AllocationFields({
  form,
  types,
  record,
}: {
  form: FormInstance<AllocationFormValues>;
  types: readonly LeaveTypeIdAndName[];
  record: LeaveAllocationDto | undefined;
}) {
  const { t } = useTranslation('leave');
  const typeId = Form.useWatch('leaveTypeId', form);
  const unit = types.find((type) => type.id === typeId)?.requestUnit ?? record?.requestUnit;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Field name="leaveTypeId" label={t('LeaveType')}>
          <NamedSelect items={types} aria-label={t('LeaveType')} autoFocus={!record} />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="employeeId" label={t('Employee')}>
          <EmployeeSelect
            aria-label={t('Employee')}
            selected={record ? { value: record.employeeId, label: record.employeeName } : undefined}
          />
        </Field>
      </Col>
      <AllocationFigureFields unit={unit} validityCol={{ xs: 24, md: 12 }} figureCol={{ xs: 12, md: 6 }} />
    </Row>
  );
}

/** What the ledger says of the allocation: read-only, sums of its entries. */
function Ledger({ allocation: a }: { allocation: LeaveAllocationDto }) {
  const { t } = useTranslation('leave');
  const amount = (days: number, hours: number) => formatDaysHours(a.requestUnit, days, hours);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      title={t('Ledger')}
      items={[
        { key: 'carried', label: t('Carried'), children: amount(a.carriedDays, 0) },
        { key: 'taken', label: t('Taken'), children: amount(a.takenDays, a.takenHours) },
        { key: 'reserved', label: t('Reserved'), children: amount(a.reservedDays, a.reservedHours) },
        { key: 'balance', label: t('Balance'), children: amount(a.balanceDays, a.balanceHours) },
      ]}
    />
  );
}
