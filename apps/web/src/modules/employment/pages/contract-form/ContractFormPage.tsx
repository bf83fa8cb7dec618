import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ContractDto,
  ContractState,
  ContractStates,
  ContractsPermissions,
  ContractTypes,
  type CreateContractInput,
  contractWorkingScheduleInput,
  createContractInput,
  EntityType,
  overlappingRanges,
  WorkEntrySource,
  WorkEntrySources,
} from '@hr/contracts';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { applyServerErrors } from '../../../../components/apply-server-errors.ts';
import { DateInput } from '../../../../components/DateInput.tsx';
import { DateRangeInput } from '../../../../components/DateRangeInput.tsx';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field, FormSchema } from '../../../../components/Field.tsx';
import { LookupSelect } from '../../../../components/LookupSelect.tsx';
import { useLookup } from '../../../../components/lookup.ts';
import {
  SectionedFormPage,
  SectionedRecordRoute,
  useSectionedSave,
} from '../../../../components/SectionedFormPage.tsx';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { EntityHistory } from '../../../audit/public.ts';
import { ExtraFieldsForm, readExtraFieldValues } from '../../../extensions/public.ts';
import { jobTitleApi } from '../../../organisation/public.ts';
import { contractApi } from '../../api/contract.api.ts';
import { workingScheduleApi } from '../../api/working-schedule.api.ts';
import { contractPaths } from '../../contract.routes.ts';

const P = ContractsPermissions.Contracts;

/** A schedule range as the form holds it: the two dates as one range input. */
interface RangeValues {
  id?: string;
  workingScheduleId?: string;
  range?: DateRange | null;
}
type FormValues = Omit<CreateContractInput, 'start' | 'end' | 'contractWorkingSchedules' | 'extraFields'> & {
  dateRange?: DateRange | null;
  contractWorkingSchedules: RangeValues[];
};

function initialValuesOf(c: ContractDto | undefined): Partial<FormValues> {
  if (!c)
    return {
      type: ContractTypes.values.Permanent,
      workEntrySource: WorkEntrySource.WorkingSchedule,
      contractWorkingSchedules: [],
    };
  return {
    name: c.name,
    type: c.type,
    dateRange: [c.start, c.end],
    probationEnd: c.probationEnd,
    employeeId: c.employeeId,
    jobTitleId: c.jobTitleId,
    workEntrySource: c.workEntrySource,
    salaryStructureId: c.salaryStructureId,
    contractWorkingSchedules: (c.contractWorkingSchedules ?? []).map((r) => ({
      id: r.id,
      workingScheduleId: r.workingScheduleId,
      range: [r.from, r.to],
    })),
  };
}

/** The body of the API from the form (ranges dropped and null with Attendance). */
function inputOf(v: FormValues, extraFields: CreateContractInput['extraFields']): CreateContractInput {
  const [start, end] = v.dateRange ?? ['', ''];
  return {
    name: v.name,
    type: v.type,
    start,
    end,
    probationEnd: v.probationEnd || null,
    employeeId: v.employeeId,
    jobTitleId: v.jobTitleId,
    workEntrySource: v.workEntrySource,
    salaryStructureId: v.salaryStructureId,
    contractWorkingSchedules:
      v.workEntrySource === WorkEntrySource.Attendance
        ? null
        : (v.contractWorkingSchedules ?? []).map((r) => ({
            ...(r.id ? { id: r.id } : {}),
            workingScheduleId: r.workingScheduleId ?? '',
            from: r.range?.[0] ?? '',
            to: r.range?.[1] ?? '',
          })),
    extraFields,
  };
}

/** A probation ends after the contract's first day and not after its last (the contract's rule). */
const probationWithin = (day: string, [start, end]: DateRange) => day > start && day <= end;

/** hr/contracts/create and hr/contracts/update/:id: the contract, its schedule ranges and extra fields. */
export function ContractFormPage() {
  return (
    <SectionedRecordRoute api={contractApi}>
      {(record) => <ContractForm contract={record} />}
    </SectionedRecordRoute>
  );
}

function ContractForm({ contract }: { contract: ContractDto | undefined }) {
  const { t } = useTranslation('employment');
  const navigate = useNavigate();
  const canSave = usePermission(contract ? P.Update : P.Create);
  const closed =
    contract !== undefined &&
    contract.state !== ContractState.Draft &&
    contract.state !== ContractState.Active;
  const readOnly = !canSave || closed;
  const [main] = Form.useForm<FormValues>();
  const [extra] = Form.useForm();
  const [initial] = useState(() => initialValuesOf(contract));
  const source = Form.useWatch('workEntrySource', main) ?? initial.workEntrySource;
  const dateRange = Form.useWatch('dateRange', main);
  // Lookups of other modules: read only with their policies; without, the select shows the contract's own.
  const jobTitles = useLookup(jobTitleApi.all());
  const structures = useLookup(contractApi.salaryStructures());
  const schedules = useLookup(workingScheduleApi.picker());

  const backToList = () => void navigate(contractPaths.list);

  const { saving, save } = useSectionedSave({
    namespace: 'employment',
    updating: contract !== undefined,
    validate: () => [main.validateFields({ recursive: true }), extra.validateFields()],
    send: async () => {
      const input = inputOf(main.getFieldsValue(true), readExtraFieldValues(extra));
      if (contract)
        await contractApi.update(contract.id, { ...input, concurrencyStamp: contract.concurrencyStamp });
      else await contractApi.create(input);
    },
    onServerError: (error) => applyServerErrors(main, error),
    changed: contractApi.keys.all,
    onDone: backToList,
  });

  const title = contract
    ? readOnly
      ? contract.name
      : t('EditContractTitle', { name: contract.name })
    : t('NewContract');
  const required = { required: true, message: t('common::ThisFieldIsRequired') };

  return (
    <SectionedFormPage
      namespace="employment"
      title={title}
      readOnly={readOnly}
      saving={saving}
      onSave={() => void save()}
      onBack={backToList}
    >
      <FormSchema value={createContractInput}>
        <Form<FormValues> form={main} layout="vertical" initialValues={initial} disabled={readOnly}>
          <Card title={t('Contract')}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Field name="name" label={t('Name')}>
                  <Input autoComplete="off" autoFocus={!contract} />
                </Field>
              </Col>
              <Col xs={24} md={12}>
                <Field name="type" label={t('ContractType')}>
                  <EnumSelect enum={ContractTypes} />
                </Field>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="dateRange" label={t('DateRange')} rules={[required]} required>
                  <DateRangeInput presets={[]} aria-label={t('DateRange')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Field
                  name="probationEnd"
                  label={t('ProbationEnd')}
                  extra={t('ProbationEndHint')}
                  dependencies={['dateRange']}
                  rules={[
                    {
                      validator: async (_, day: string | null | undefined) => {
                        if (day && dateRange && !probationWithin(day, dateRange))
                          throw new Error(t('errors::Contracts:ProbationOutsideContract'));
                      },
                    },
                  ]}
                >
                  <DateInput
                    aria-label={t('ProbationEnd')}
                    disabledDay={dateRange ? (day) => !probationWithin(day, dateRange) : undefined}
                  />
                </Field>
              </Col>
              <Col xs={24} md={12}>
                <Field name="employeeId" label={t('Employee')}>
                  <EmployeeSelect
                    disabled={readOnly || contract?.state === ContractState.Active}
                    selected={
                      contract ? { value: contract.employeeId, label: contract.employeeName ?? '' } : null
                    }
                  />
                </Field>
              </Col>
              <Col xs={24} md={12}>
                <Field name="jobTitleId" label={t('JobTitle')}>
                  <LookupSelect
                    lookup={jobTitles}
                    current={contract && { value: contract.jobTitleId, label: contract.jobTitleName ?? '' }}
                  />
                </Field>
              </Col>
              <Col xs={24} md={12}>
                <Field name="salaryStructureId" label={t('SalaryStructure')}>
                  <LookupSelect
                    lookup={structures}
                    current={
                      contract && {
                        value: contract.salaryStructureId,
                        label: contract.salaryStructureName ?? '',
                      }
                    }
                  />
                </Field>
              </Col>
              <Col xs={24} md={12}>
                <Field name="workEntrySource" label={t('WorkEntrySource')}>
                  <EnumSelect enum={WorkEntrySources} />
                </Field>
              </Col>
            </Row>
          </Card>
          {source !== WorkEntrySource.Attendance && (
            <Card title={t('WorkingSchedules')} style={{ marginTop: 16 }}>
              <Form.List
                name="contractWorkingSchedules"
                rules={[
                  {
                    validator: async (_, ranges: RangeValues[] | undefined) => {
                      const full = (ranges ?? []).flatMap((r) =>
                        r.range ? [{ from: r.range[0], to: r.range[1] }] : [],
                      );
                      if (overlappingRanges(full)) throw new Error(t('OverlappingContractSchedules'));
                    },
                  },
                ]}
              >
                {(fields, { add, remove }, { errors }) => (
                  <>
                    {fields.map((field) => (
                      <Row key={field.key} gutter={16} align="top">
                        <Col xs={24} md={11}>
                          <Field
                            name={[field.name, 'workingScheduleId']}
                            schema={contractWorkingScheduleInput.shape.workingScheduleId}
                            label={t('WorkingSchedule')}
                          >
                            <LookupSelect
                              lookup={schedules}
                              current={contract?.contractWorkingSchedules?.map((s) => ({
                                value: s.workingScheduleId,
                                label: s.workingScheduleName,
                              }))}
                            />
                          </Field>
                        </Col>
                        <Col xs={20} md={11}>
                          <Form.Item
                            name={[field.name, 'range']}
                            label={t('FromTo')}
                            required
                            rules={[
                              required,
                              {
                                validator: async (_, r: DateRange | null | undefined) => {
                                  if (r && dateRange && (r[0] < dateRange[0] || r[1] > dateRange[1]))
                                    throw new Error(t('ScheduleOutsideContract'));
                                },
                              },
                            ]}
                          >
                            <DateRangeInput presets={[]} aria-label={t('FromTo')} />
                          </Form.Item>
                        </Col>
                        <Col xs={4} md={2}>
                          {!readOnly && (
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t('Remove')}
                              onClick={() => remove(field.name)}
                              style={{ marginTop: 30 }}
                            />
                          )}
                        </Col>
                      </Row>
                    ))}
                    <Form.ErrorList errors={errors} />
                    {!readOnly && (
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add(dateRange ? { range: dateRange } : {})}
                      >
                        {t('AddWorkingSchedule')}
                      </Button>
                    )}
                  </>
                )}
              </Form.List>
            </Card>
          )}
        </Form>
      </FormSchema>
      <Card title={t('ExtraFields')}>
        <ExtraFieldsForm
          entityType={EntityType.Contract}
          form={extra}
          values={contract?.extraFields}
          readOnly={readOnly}
        />
      </Card>
      {contract && (
        <EntityHistory
          entityType="Contract"
          entityId={contract.id}
          namespace="employment"
          labels={{ type: t('ContractType') }}
          enums={{ type: ContractTypes, state: ContractStates, workEntrySource: WorkEntrySources }}
        />
      )}
    </SectionedFormPage>
  );
}
