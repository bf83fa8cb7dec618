import {
  createPenaltyInput,
  createRewardInput,
  DisciplinePermissions,
  type PenaltyDto,
  type RewardDto,
  updatePenaltyInput,
  updateRewardInput,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../app/config/usePermission.ts';
import { DateInput } from '../../../components/DateInput.tsx';
import { EmployeeSelect } from '../../../components/EmployeeSelect.tsx';
import { Field } from '../../../components/Field.tsx';
import { FormPage } from '../../../components/FormPage.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { translateIssue } from '../../../components/zod-rules.ts';
import { penaltyApi, penaltyTypeApi, rewardApi, rewardTypeApi, searchTypes } from '../api/discipline.api.ts';
import { type DateField, dateFields, dateIssue } from '../discipline-forms.ts';

type Kind = 'penalty' | 'reward';
type RecordDto = PenaltyDto | RewardDto;

const setup = {
  penalty: {
    api: penaltyApi,
    typeApi: penaltyTypeApi,
    schemas: { create: createPenaltyInput, update: updatePenaltyInput },
    typeKey: 'penaltyTypeId',
    typeLabel: 'PenaltyType',
    add: 'AddPenalty',
    edit: 'EditPenalty',
    list: '/hr/penalties-management/penalties',
  },
  reward: {
    api: rewardApi,
    typeApi: rewardTypeApi,
    schemas: { create: createRewardInput, update: updateRewardInput },
    typeKey: 'rewardTypeId',
    typeLabel: 'RewardType',
    add: 'AddReward',
    edit: 'EditReward',
    list: '/hr/rewards-management/rewards',
  },
} as const;

/**
 * The create and update page of a penalty or a reward: the employee, the type (both searched), the three
 * dates (checked against each other as the contract does, each change revalidating the others) and the
 * summary. A penalty type that terminates contracts shows a warning. Back to the list after saving.
 */
export function DatedRecordFormPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('discipline');
  const { id } = useParams();
  const navigate = useNavigate();
  const s = setup[kind];
  const canUpdate = usePermission(
    kind === 'penalty' ? DisciplinePermissions.Penalties.Update : DisciplinePermissions.Rewards.Update,
  );
  const record = useQuery({
    queryKey: s.api.keys.detail(id ?? ''),
    queryFn: () => s.api.get(id ?? '') as Promise<RecordDto>,
    enabled: id !== undefined,
    staleTime: 0,
  });
  if (id !== undefined && record.isError) return <LoadFailed error={record.error} />;

  return (
    <div style={{ maxWidth: 800 }}>
      <FormPage
        title={id ? t(s.edit) : t(s.add)}
        loading={id !== undefined && record.isPending}
        readOnly={id !== undefined && !canUpdate}
        record={record.data as PenaltyDto | undefined}
        api={s.api as never}
        schemas={s.schemas as typeof setup.penalty.schemas}
        toForm={(r: RecordDto) => ({
          employeeId: r.employeeId,
          [s.typeKey]: (r as unknown as Record<string, string>)[s.typeKey],
          declarationDate: r.declarationDate,
          implementationDate: r.implementationDate,
          expirationDate: r.expirationDate,
          summary: r.summary ?? '',
        })}
        onDone={() => void navigate(s.list)}
      >
        {(form) => <DatedRecordFields kind={kind} form={form} record={record.data} />}
      </FormPage>
    </div>
  );
}

function DatedRecordFields({
  kind,
  form,
  record,
}: {
  kind: Kind;
  form: FormInstance;
  record: RecordDto | undefined;
}) {
  const { t } = useTranslation('discipline');
  const s = setup[kind];
  const typeId = Form.useWatch(s.typeKey, form) as string | undefined;
  const types = useQuery({
    queryKey: [...penaltyTypeApi.keys.lists(), 'terminating'],
    queryFn: () => penaltyTypeApi.list({ skipCount: 0, maxResultCount: 1000 }),
    enabled: kind === 'penalty',
  });
  const terminates =
    kind === 'penalty' && types.data?.items.find((type) => type.id === typeId)?.isTerminateContract === true;
  const typeName =
    record &&
    (kind === 'penalty' ? (record as PenaltyDto).penaltyTypeName : (record as RewardDto).rewardTypeName);
  const dateRule = (field: DateField) => ({
    validator: async (_rule: unknown, value: string | null | undefined) => {
      const code = dateIssue({ ...form.getFieldsValue(dateFields as DateField[]), [field]: value }, field);
      if (code)
        throw new Error(
          translateIssue({ code: 'custom', message: code, path: [field], input: value } as never),
        );
    },
  });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Field name="employeeId" label={t('Employee')}>
          <EmployeeSelect
            aria-label={t('Employee')}
            selected={record ? { value: record.employeeId, label: record.employeeName ?? '' } : undefined}
          />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name={s.typeKey} label={t(s.typeLabel)}>
          <SearchSelect
            aria-label={t(s.typeLabel)}
            queryKey={[...s.typeApi.keys.lists(), 'search']}
            search={searchTypes(s.typeApi)}
            selected={
              record && typeName
                ? { value: (record as unknown as Record<string, string>)[s.typeKey] ?? '', label: typeName }
                : undefined
            }
          />
        </Field>
      </Col>
      {terminates && (
        <Col span={24}>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('TypeTerminatesContractWarning')}
          />
        </Col>
      )}
      {dateFields.map((field) => (
        <Col xs={24} md={8} key={field}>
          <Field
            name={field}
            label={t(field)}
            dependencies={dateFields.filter((other) => other !== field)}
            rules={[dateRule(field)]}
          >
            <DateInput aria-label={t(field)} />
          </Field>
        </Col>
      ))}
      <Col span={24}>
        <Field name="summary" label={t('Summary')}>
          <Input.TextArea rows={4} aria-label={t('Summary')} />
        </Field>
      </Col>
    </Row>
  );
}
