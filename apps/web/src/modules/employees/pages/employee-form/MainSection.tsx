import { UserAddOutlined } from '@ant-design/icons';
import {
  type EmployeeDto,
  EmployeeStatuses,
  employeeMainInput,
  Genders,
  IdentityPermissions,
  MaritalStatuses,
  MilitaryServiceStatuses,
  type UserDto,
} from '@hr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  type FormInstance,
  Input,
  Row,
  Select,
  Space,
  Tooltip,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { displayDateFormat } from '../../../../components/format.ts';
import { type SearchOption, SearchSelect } from '../../../../components/SearchSelect.tsx';
import { formRules } from '../../../../components/zod-rules.ts';
import { UserFormDialog } from '../../../identity/public.ts';
import { jobTitleApi } from '../../../organisation/public.ts';
import { employeeApi } from '../../api/employee.api.ts';
import type { MainFormValues } from './employee-form-values.ts';

// The date picker holds a dayjs and checks the date itself.
const rules = { ...formRules(employeeMainInput), dateOfBirth: [] };

const col = { xs: 24, md: 12, xl: 8 };

/** The employee's own fields: names, national number, the enumerations, job title, manager and user. */
export function MainSection({
  form,
  initialValues,
  employee,
  readOnly,
}: {
  form: FormInstance<MainFormValues>;
  initialValues: MainFormValues;
  employee: EmployeeDto | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation('employees');
  const queryClient = useQueryClient();
  const jobTitles = useQuery(jobTitleApi.all(999));
  const canCreateUser = usePermission(IdentityPermissions.Users.Create);
  const [newUser, setNewUser] = useState(false);
  const [createdUsers, setCreatedUsers] = useState<SearchOption[]>([]);

  const userLabel = (u: Pick<UserDto, 'userName' | 'email'>) => `${u.userName} (${u.email})`;
  const onUserCreated = (user: UserDto) => {
    setCreatedUsers((current) => [{ value: user.id, label: userLabel(user) }, ...current]);
    form.setFieldValue('userId', user.id);
    void form.validateFields(['userId']);
    void queryClient.invalidateQueries({ queryKey: [...employeeApi.keys.lookups(), 'users'] });
  };

  return (
    <Card title={t('MainInformation')}>
      <Form<MainFormValues>
        form={form}
        initialValues={initialValues}
        layout="vertical"
        disabled={readOnly}
        name="employee-main"
      >
        <Row gutter={16}>
          <Col {...col}>
            <Form.Item name="name" label={t('Name')} rules={rules.name}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="surname" label={t('Surname')} rules={rules.surname}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="fatherName" label={t('FatherName')} rules={rules.fatherName}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="motherName" label={t('MotherName')} rules={rules.motherName}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="nationalNumber" label={t('NationalNumber')} rules={rules.nationalNumber}>
              <Input maxLength={32} dir="ltr" />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="dateOfBirth" label={t('DateOfBirth')} rules={rules.dateOfBirth}>
              <DatePicker
                style={{ width: '100%' }}
                format={displayDateFormat}
                disabledDate={(d) => d.isAfter(dayjs())}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="gender" label={t('Gender')} rules={rules.gender}>
              <EnumSelect enum={Genders} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="employeeStatus" label={t('EmployeeStatus')} rules={rules.employeeStatus}>
              <EnumSelect enum={EmployeeStatuses} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="maritalStatus" label={t('MaritalStatus')} rules={rules.maritalStatus}>
              <EnumSelect enum={MaritalStatuses} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item
              name="militaryServiceStatus"
              label={t('MilitaryServiceStatus')}
              rules={rules.militaryServiceStatus}
            >
              <EnumSelect enum={MilitaryServiceStatuses} />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="jobTitleId" label={t('JobTitle')} rules={rules.jobTitleId}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={jobTitles.isPending}
                options={(jobTitles.data?.items ?? []).map((j) => ({ value: j.id, label: j.name }))}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item name="managerId" label={t('Manager')} rules={rules.managerId}>
              <EmployeeSelect
                managerOf={employee?.id}
                enabled={!readOnly}
                selected={
                  employee?.managerId && employee.managerName
                    ? { value: employee.managerId, label: employee.managerName }
                    : null
                }
                placeholder={t('SearchByName')}
              />
            </Form.Item>
          </Col>
          <Col {...col}>
            <Form.Item label={t('User')} required={false}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name="userId" noStyle rules={rules.userId}>
                  <SearchSelect
                    aria-label={t('User')}
                    queryKey={[...employeeApi.keys.lookups(), 'users']}
                    search={async (text) => ({
                      options: (await employeeApi.userLookup(text)).items.map((u) => ({
                        value: u.id,
                        label: userLabel(u),
                      })),
                    })}
                    enabled={!readOnly}
                    selected={
                      employee?.userId && employee.userName
                        ? { value: employee.userId, label: employee.userName }
                        : null
                    }
                    extraOptions={createdUsers}
                    placeholder={t('SearchUsers')}
                  />
                </Form.Item>
                {canCreateUser && !readOnly && (
                  <Tooltip title={t('NewUser')}>
                    <Button
                      icon={<UserAddOutlined />}
                      aria-label={t('NewUser')}
                      onClick={() => setNewUser(true)}
                    />
                  </Tooltip>
                )}
              </Space.Compact>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {canCreateUser && (
        <UserFormDialog open={newUser} onClose={() => setNewUser(false)} onCreated={onUserCreated} />
      )}
    </Card>
  );
}
