import { ArrowLeftOutlined, ArrowRightOutlined, SaveOutlined } from '@ant-design/icons';
import { type EmployeeDto, EmployeesPermissions, EntityType } from '@hr/contracts';
import { Button, Card, Flex, Form, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { isRightToLeft } from '../../../../app/language.ts';
import { applyServerErrors } from '../../../../components/apply-server-errors.ts';
import { RecordLoader } from '../../../../components/RecordLoader.tsx';
import { EmployeeCustodyHeld } from '../../../custody/public.ts';
import {
  AttachmentsGrid,
  ExtraFieldsForm,
  readExtraFieldValues,
  saveTempAttachments,
} from '../../../extensions/public.ts';
import { employeeApi } from '../../api/employee.api.ts';
import { employeePaths } from '../../employee.routes.ts';
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
  const { id } = useParams();
  // A new key per record starts the forms afresh.
  return (
    <RecordLoader id={id} api={employeeApi}>
      {(record) => <EmployeeForm key={id ?? 'new'} employee={record} />}
    </RecordLoader>
  );
}

/**
 * The sections are separate forms, as in the spec's page: the main form, contact, emergency contact, extra
 * fields, and the attachments grid. Save checks every form first and marks every invalid field in all of
 * them; nothing is sent while any is invalid. Server errors keep what was typed.
 */
function EmployeeForm({ employee }: { employee: EmployeeDto | undefined }) {
  const { t } = useTranslation('employees');
  const { message } = feedback();
  const navigate = useNavigate();
  const canSave = usePermission(employee ? P.Update : P.Create);
  const readOnly = !canSave;
  const [main] = Form.useForm<MainFormValues>();
  const [contact] = Form.useForm<ContactFormValues>();
  const [emergency] = Form.useForm<EmergencyFormValues>();
  const [extra] = Form.useForm();
  const pendingAttachments = useRef<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [initial] = useState(() => initialValuesOf(employee));

  const backToList = () => void navigate(employeePaths.list);

  // Each section form takes the errors of its part of the body.
  const markServerErrors = (error: unknown) => {
    applyServerErrors(main, error);
    applyServerErrors(contact, error, { under: 'contactInformation' });
    applyServerErrors(emergency, error, { under: 'emergencyContactInformation' });
  };

  const save = async () => {
    if (saving) return;
    const checks = await Promise.allSettled([
      main.validateFields({ recursive: true }),
      contact.validateFields(),
      emergency.validateFields(),
      extra.validateFields(),
    ]);
    if (checks.some((c) => c.status === 'rejected')) {
      message.error(t('FixHighlightedFields'));
      document
        .querySelector('.ant-form-item-has-error')
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const input = employeeInputOf(
      main.getFieldsValue(true),
      contact.getFieldsValue(true),
      emergency.getFieldsValue(true),
      readExtraFieldValues(extra),
    );
    setSaving(true);
    try {
      const id = employee
        ? (await employeeApi.update(employee.id, { ...input, concurrencyStamp: employee.concurrencyStamp }))
            .id
        : await employeeApi.create(input);
      await saveTempAttachments(pendingAttachments.current, id, EntityType.Employee);
    } catch (error) {
      // The HTTP client has shown the message; validation errors go on their fields, the input stays.
      markServerErrors(error);
      setSaving(false);
      return;
    }
    message.success(t(employee ? 'common::UpdatedSuccessfully' : 'common::CreatedSuccessfully'));
    await invalidateAfterChange(employeeApi.keys.all);
    backToList();
  };

  const title = employee
    ? readOnly
      ? `${employee.name} ${employee.surname}`
      : t('EditEmployeeTitle', { name: `${employee.name} ${employee.surname}` })
    : t('NewEmployee');
  const BackIcon = isRightToLeft() ? ArrowRightOutlined : ArrowLeftOutlined;

  return (
    <Flex vertical gap={16} className="employee-form">
      <Flex align="center" gap={8} wrap>
        <Button type="text" icon={<BackIcon />} onClick={backToList} aria-label={t('BackToList')} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      <MainSection form={main} initialValues={initial.main} employee={employee} readOnly={readOnly} />
      <ContactSection form={contact} initialValues={initial.contact} readOnly={readOnly} />
      <EmergencyContactSection form={emergency} initialValues={initial.emergency} readOnly={readOnly} />
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
      <Card
        size="small"
        className="employee-form-actions"
        style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
      >
        <Space>
          {!readOnly && (
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
              {t('common::Save')}
            </Button>
          )}
          <Button onClick={backToList} disabled={saving}>
            {readOnly ? t('BackToList') : t('common::Cancel')}
          </Button>
        </Space>
      </Card>
    </Flex>
  );
}
