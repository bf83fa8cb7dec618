import { type EmployeeDto, EmployeesPermissions, EntityType } from '@hr/contracts';
import { Card, Form } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { applyServerErrors } from '../../../../components/apply-server-errors.ts';
import {
  SectionedFormPage,
  SectionedRecordRoute,
  useSectionedSave,
} from '../../../../components/SectionedFormPage.tsx';
import { EmployeeCustodyHeld } from '../../../custody/public.ts';
import {
  AttachmentsGrid,
  ExtraFieldsForm,
  readExtraFieldValues,
  saveTempAttachments,
} from '../../../extensions/public.ts';
import { employeeApi } from '../../api/employee.api.ts';
import { EmployeeHistory } from '../../components/EmployeeHistory.tsx';
import { employeePaths } from '../../employee.routes.ts';
import { type BankFormValues, BankSection, bankInputOf, bankValuesOf } from './BankSection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { EmergencyContactSection } from './EmergencyContactSection.tsx';
import {
  type ContactFormValues,
  type EmergencyFormValues,
  employeeInputOf,
  initialValuesOf,
  type MainFormValues,
} from './employee-form-values.ts';
import { MainSection } from './MainSection.tsx';

const P = EmployeesPermissions.Employees;

/** hr/employees/create and hr/employees/update/:id: the employee's full page. */
export function EmployeeFormPage() {
  return (
    <SectionedRecordRoute api={employeeApi}>
      {(record) => <EmployeeForm employee={record} />}
    </SectionedRecordRoute>
  );
}

/**
 * The sections are separate forms, as in the spec's page: the main form, contact, emergency contact, extra
 * fields, and the attachments grid. Save checks every form first and marks every invalid field in all of
 * them; nothing is sent while any is invalid. Server errors keep what was typed.
 */
function EmployeeForm({ employee }: { employee: EmployeeDto | undefined }) {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const canSave = usePermission(employee ? P.Update : P.Create);
  const readOnly = !canSave;
  const [main] = Form.useForm<MainFormValues>();
  const [contact] = Form.useForm<ContactFormValues>();
  const [emergency] = Form.useForm<EmergencyFormValues>();
  const [extra] = Form.useForm();
  const [bank] = Form.useForm<BankFormValues>();
  const [bankInitial] = useState(() => bankValuesOf(employee?.bankDetails));
  const pendingAttachments = useRef<string[]>([]);
  const [initial] = useState(() => initialValuesOf(employee));

  const backToList = () => void navigate(employeePaths.list);

  const { saving, save } = useSectionedSave({
    namespace: 'employees',
    updating: employee !== undefined,
    validate: () => [
      main.validateFields({ recursive: true }),
      contact.validateFields(),
      emergency.validateFields(),
      extra.validateFields(),
      bank.validateFields(),
    ],
    scrollToError: true,
    send: async () => {
      const input = employeeInputOf(
        main.getFieldsValue(true),
        contact.getFieldsValue(true),
        emergency.getFieldsValue(true),
        readExtraFieldValues(extra),
      );
      input.bankDetails = bankInputOf(bank.getFieldsValue(true));
      const id = employee
        ? (await employeeApi.update(employee.id, { ...input, concurrencyStamp: employee.concurrencyStamp }))
            .id
        : await employeeApi.create(input);
      await saveTempAttachments(pendingAttachments.current, id, EntityType.Employee);
    },
    // Each section form takes the errors of its part of the body.
    onServerError: (error) => {
      applyServerErrors(main, error);
      applyServerErrors(contact, error, { under: 'contactInformation' });
      applyServerErrors(emergency, error, { under: 'emergencyContactInformation' });
      applyServerErrors(bank, error, { under: 'bankDetails' });
    },
    changed: employeeApi.keys.all,
    onDone: backToList,
  });

  const title = employee
    ? readOnly
      ? `${employee.name} ${employee.surname}`
      : t('EditEmployeeTitle', { name: `${employee.name} ${employee.surname}` })
    : t('NewEmployee');

  return (
    <SectionedFormPage
      namespace="employees"
      title={title}
      readOnly={readOnly}
      saving={saving}
      onSave={() => void save()}
      onBack={backToList}
      className="employee-form"
      actionsClassName="employee-form-actions"
    >
      <MainSection form={main} initialValues={initial.main} employee={employee} readOnly={readOnly} />
      <ContactSection form={contact} initialValues={initial.contact} readOnly={readOnly} />
      <EmergencyContactSection form={emergency} initialValues={initial.emergency} readOnly={readOnly} />
      <BankSection
        form={bank}
        initialValues={bankInitial}
        details={employee?.bankDetails}
        readOnly={readOnly}
      />
      <Card title={t('ExtraFields')}>
        <ExtraFieldsForm
          entityType={EntityType.Employee}
          form={extra}
          values={employee?.extraFields}
          readOnly={readOnly}
        />
      </Card>
      <AttachmentsGrid
        entityType={EntityType.Employee}
        entityId={employee?.id}
        onPendingChange={(ids) => {
          pendingAttachments.current = ids;
        }}
        readOnly={readOnly}
      />
      {employee && <EmployeeCustodyHeld employeeId={employee.id} />}
      {employee && <EmployeeHistory employeeId={employee.id} />}
    </SectionedFormPage>
  );
}
