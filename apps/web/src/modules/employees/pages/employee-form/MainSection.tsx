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
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, DatePicker, Form, Input, Space, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { displayDateFormat } from '../../../../components/format.ts';
import { LookupSelect } from '../../../../components/LookupSelect.tsx';
import { useLookup } from '../../../../components/lookup.ts';
import { type SearchOption, SearchSelect } from '../../../../components/SearchSelect.tsx';
import { UserFormDialog } from '../../../identity/public.ts';
import { jobTitleApi } from '../../../organisation/public.ts';
import { employeeApi } from '../../api/employee.api.ts';
import type { MainFormValues } from './employee-form-values.ts';
import { FormSection, type SectionProps } from './FormSection.tsx';

const col = { xs: 24, md: 12, xl: 8 };

/** The employee's own fields: names, national number, the enumerations, job title, manager and user. */
export function MainSection({
  employee,
  ...section
}: SectionProps<MainFormValues> & { employee: EmployeeDto | undefined }) {
  const { form, readOnly } = section;
  const { t } = useTranslation('employees');
  const queryClient = useQueryClient();
  const jobTitles = useLookup(jobTitleApi.all(999));
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
    <FormSection
      title={t('MainInformation')}
      schema={employeeMainInput}
      name="employee-main"
      {...section}
      after={
        canCreateUser && (
          <UserFormDialog open={newUser} onClose={() => setNewUser(false)} onCreated={onUserCreated} />
        )
      }
    >
      <Col {...col}>
        <Field name="name" label={t('Name')}>
          <Input />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="surname" label={t('Surname')}>
          <Input />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="fatherName" label={t('FatherName')}>
          <Input />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="motherName" label={t('MotherName')}>
          <Input />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="nationalNumber" label={t('NationalNumber')}>
          <Input dir="ltr" />
        </Field>
      </Col>
      <Col {...col}>
        {/* The date picker holds a dayjs and checks the date itself. */}
        <Form.Item name="dateOfBirth" label={t('DateOfBirth')}>
          <DatePicker
            style={{ width: '100%' }}
            format={displayDateFormat}
            disabledDate={(d) => d.isAfter(dayjs())}
          />
        </Form.Item>
      </Col>
      <Col {...col}>
        <Field name="gender" label={t('Gender')}>
          <EnumSelect enum={Genders} />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="employeeStatus" label={t('EmployeeStatus')}>
          <EnumSelect enum={EmployeeStatuses} />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="maritalStatus" label={t('MaritalStatus')}>
          <EnumSelect enum={MaritalStatuses} />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="militaryServiceStatus" label={t('MilitaryServiceStatus')}>
          <EnumSelect enum={MilitaryServiceStatuses} />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="jobTitleId" label={t('JobTitle')}>
          <LookupSelect
            lookup={jobTitles}
            current={employee && { value: employee.jobTitleId, label: employee.jobTitleName ?? '' }}
          />
        </Field>
      </Col>
      <Col {...col}>
        <Field name="managerId" label={t('Manager')}>
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
        </Field>
      </Col>
      <Col {...col}>
        <Form.Item label={t('User')} required={false}>
          <Space.Compact style={{ width: '100%' }}>
            <Field name="userId" noStyle>
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
            </Field>
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
    </FormSection>
  );
}
