import { EditOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { type EmployeeProfileDto, EmployeeStatuses, EmployeesPermissions } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Descriptions, Flex, Skeleton, Space, Tabs, Typography } from 'antd';
import { createElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppConfig } from '../../../../app/config/useAppConfig.ts';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { shownProfileTabs } from '../../../../app/profile-tabs.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { LoadFailed } from '../../../../components/LoadFailed.tsx';
import { employeeApi } from '../../api/employee.api.ts';
import { employeePaths } from '../../employee.routes.ts';

const P = EmployeesPermissions.Employees;

/** hr/employees/view/:id: HR's read-only profile of an employee. */
export function EmployeeProfilePage() {
  const { id = '' } = useParams();
  return <EmployeeProfile employeeId={id} self={false} />;
}

/** self-service/my-profile: the signed-in employee's own profile, from self-service calls only. */
export function MyProfilePage() {
  const { currentUser } = useAppConfig();
  return <EmployeeProfile employeeId={currentUser.employeeId ?? ''} self />;
}

/**
 * The employee profile (issue 41): the person, job, department, manager and contact, then one tab per
 * module that has records of the employee (`profileTabs` of the web modules), each shown only to a user
 * who may open that module's list (HR's view) or their own page (self-service). Edit opens today's form.
 */
function EmployeeProfile({ employeeId, self }: { employeeId: string; self: boolean }) {
  const { t } = useTranslation('employees');
  const config = useAppConfig();
  const navigate = useNavigate();
  const canRead = usePermission(P.Default);
  const canUpdate = usePermission(P.Update);
  const profile = useQuery(employeeApi.profile(employeeId, self));
  if (profile.isError) return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  const e = profile.data;
  const tabs = shownProfileTabs(config, self);

  return (
    <Flex vertical gap={16} data-testid="employee-profile">
      <Card className="resource-card">
        {!e ? (
          <Skeleton active avatar />
        ) : (
          <Flex vertical gap={16}>
            <Flex gap={16} align="center" wrap justify="space-between">
              <Space size={16} align="center">
                <Avatar size={56} icon={<UserOutlined />} />
                <div>
                  <Typography.Title level={3} style={{ margin: 0 }} data-testid="profile-name">
                    {e.name} {e.surname}
                  </Typography.Title>
                  <Typography.Text type="secondary">
                    {[e.jobTitleName, e.departmentName].filter(Boolean).join(' · ')}
                  </Typography.Text>
                </div>
                <EnumTag enum={EmployeeStatuses} value={e.employeeStatus} colors={{ Active: 'green' }} />
              </Space>
              {!self && (
                <Button
                  type="primary"
                  icon={<EditOutlined />}
                  onClick={() => navigate(employeePaths.update(e.id))}
                  data-testid="profile-edit"
                >
                  {canUpdate ? t('Edit') : t('OpenForm')}
                </Button>
              )}
            </Flex>
            <ProfileFacts e={e} linkManager={!self && canRead} />
          </Flex>
        )}
      </Card>
      {tabs.length > 0 && (
        <Card className="resource-card">
          <Tabs
            data-testid="profile-tabs"
            destroyOnHidden
            items={tabs.map((tab) => ({
              key: tab.key,
              label: t(tab.label),
              children: (
                <Suspense fallback={<Skeleton active />}>
                  {createElement(tab.Component, { employeeId: e?.id ?? employeeId, self })}
                </Suspense>
              ),
            }))}
          />
        </Card>
      )}
    </Flex>
  );
}

function ProfileFacts({ e, linkManager }: { e: EmployeeProfileDto; linkManager: boolean }) {
  const { t } = useTranslation('employees');
  const c = e.contactInformation;
  const contact = (icon: React.ReactNode, value: string | null, href?: string) =>
    value ? (
      <Space size={4}>
        {icon}
        {href ? (
          <a href={href}>
            <bdi>{value}</bdi>
          </a>
        ) : (
          <bdi>{value}</bdi>
        )}
      </Space>
    ) : null;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
      data-testid="profile-facts"
      items={[
        { key: 'job', label: t('JobTitle'), children: e.jobTitleName ?? '—' },
        { key: 'department', label: t('Department'), children: e.departmentName ?? '—' },
        {
          key: 'manager',
          label: t('Manager'),
          children:
            e.managerId && e.managerName ? (
              linkManager ? (
                <Link to={employeePaths.profile(e.managerId)}>{e.managerName}</Link>
              ) : (
                e.managerName
              )
            ) : (
              '—'
            ),
        },
        { key: 'national', label: t('NationalNumber'), children: <bdi>{e.nationalNumber}</bdi> },
        {
          key: 'birth',
          label: t('DateOfBirth'),
          children: e.dateOfBirth ? <FormattedValue kind="date" value={e.dateOfBirth} /> : '—',
        },
        { key: 'user', label: t('User'), children: e.userName ? <bdi>{e.userName}</bdi> : '—' },
        {
          key: 'work',
          label: t('WorkContact'),
          children: (
            <Space direction="vertical" size={0}>
              {contact(<MailOutlined />, c.workEmail, c.workEmail ? `mailto:${c.workEmail}` : undefined)}
              {contact(
                <PhoneOutlined />,
                c.workPhoneNumber,
                c.workPhoneNumber ? `tel:${c.workPhoneNumber}` : undefined,
              )}
              {!c.workEmail && !c.workPhoneNumber && '—'}
            </Space>
          ),
        },
        {
          key: 'personal',
          label: t('PersonalContact'),
          children: (
            <Space direction="vertical" size={0}>
              {contact(<MailOutlined />, c.email, c.email ? `mailto:${c.email}` : undefined)}
              {contact(<PhoneOutlined />, c.phoneNumber, c.phoneNumber ? `tel:${c.phoneNumber}` : undefined)}
              {!c.email && !c.phoneNumber && '—'}
            </Space>
          ),
        },
        {
          key: 'emergency',
          label: t('EmergencyContact'),
          children: (
            <span>
              {e.emergencyContactInformation.contactName} ({e.emergencyContactInformation.relationShip}){' '}
              <bdi>{e.emergencyContactInformation.emergencyPhone}</bdi>
            </span>
          ),
        },
      ]}
    />
  );
}
