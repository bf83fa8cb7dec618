import {
  type AllocateDepartmentInput,
  type AllocateDepartmentResult,
  allocateDepartmentInput,
  type DepartmentDto,
  type LeaveTypeIdAndName,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Col, Form, type FormInstance, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../app/feedback.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { useLookup } from '../../../../components/lookup.ts';
import { NamedSelect } from '../../../../components/NamedSelect.tsx';
import { departmentApi } from '../../../organisation/public.ts';
import { leaveAllocationApi } from '../../api/leave-allocation.api.ts';
import { leaveTypeApi } from '../../api/leave-type.api.ts';
import { AllocationFigureFields } from './AllocationFigureFields.tsx';
import { type AllocationFormValues, allocationInput } from './allocation-form.ts';

type BulkFormValues = Omit<AllocateDepartmentInput, 'validityFrom' | 'validityTo'> & {
  validity?: AllocationFormValues['validity'];
};

/**
 * Allocate to a department (600 px): one leave type to every active employee of a department (and of its
 * sub-departments); then says how many allocations were made and who was skipped (already holding one of
 * the type over those dates).
 */
export function AllocateDepartmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('leave');
  const types = useQuery({ ...leaveTypeApi.names(), enabled: open });
  const departments = useLookup({ ...departmentApi.picker(), enabled: open });

  const report = (result: AllocateDepartmentResult) => {
    const created = t('AllocationsCreated', { count: result.created });
    if (result.skipped.length === 0) {
      feedback().message.success(created);
      return;
    }
    feedback().modal.info({
      title: created,
      content: (
        <>
          <p>{t('SkippedEmployees', { count: result.skipped.length })}</p>
          <ul style={{ maxHeight: 240, overflowY: 'auto', paddingInlineStart: 20 }}>
            {result.skipped.map((s) => (
              <li key={s.employeeId}>{s.employeeName}</li>
            ))}
          </ul>
        </>
      ),
    });
  };

  return (
    <FormDialog<BulkFormValues>
      open={open}
      title={t('AllocateToDepartment')}
      width={600}
      okText={t('Allocate')}
      mode="create"
      schema={allocateDepartmentInput}
      initialValues={{ includeSubDepartments: true }}
      invalidate={leaveAllocationApi.keys.all}
      successMessage={false}
      onSubmit={async (values) => {
        const unit = types.data?.find((type) => type.id === values.leaveTypeId);
        const { employeeId: _, ...figures } = allocationInput({ ...values, employeeId: '' }, unit);
        return leaveAllocationApi.allocateDepartment(
          allocateDepartmentInput.parse({
            ...figures,
            departmentId: values.departmentId,
            includeSubDepartments: values.includeSubDepartments ?? true,
          }),
        );
      }}
      onSaved={(result) => report(result as AllocateDepartmentResult)}
      onClose={onClose}
    >
      {(dialogForm) => (
        <BulkFields form={dialogForm} types={types.data ?? []} departments={departments.data?.items ?? []} />
      )}
    </FormDialog>
  );
}

function BulkFields({
  form,
  types,
  departments,
}: {
  form: FormInstance<BulkFormValues>;
  types: readonly LeaveTypeIdAndName[];
  departments: readonly DepartmentDto[];
}) {
  const { t } = useTranslation('leave');
  const typeId = Form.useWatch('leaveTypeId', form);
  const unit = types.find((type) => type.id === typeId)?.requestUnit;
  return (
    <Row gutter={12}>
      <Col xs={24} sm={16}>
        <Field name="departmentId" label={t('Department')}>
          <NamedSelect items={departments} aria-label={t('Department')} />
        </Field>
      </Col>
      <Col xs={24} sm={8}>
        <Field name="includeSubDepartments" valuePropName="checked" label=" " colon={false}>
          <Checkbox>{t('IncludeSubDepartments')}</Checkbox>
        </Field>
      </Col>
      <Col xs={24} sm={12}>
        <Field name="leaveTypeId" label={t('LeaveType')}>
          <NamedSelect items={types} aria-label={t('LeaveType')} />
        </Field>
      </Col>
      <AllocationFigureFields unit={unit} validityCol={{ xs: 24, sm: 12 }} figureCol={{ xs: 12 }} />
    </Row>
  );
}
