import { ExperimentOutlined } from '@ant-design/icons';
import {
  type FormulaInputsInput,
  type FormulaTryResult,
  formulaContractTypes,
  formulaVariables,
  Genders,
  MaritalStatuses,
  payrollInputNames,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Collapse,
  DatePicker,
  Flex,
  Row,
  Select,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-error.ts';
import { getLanguage } from '../../../app/language.ts';
import { AmountInput } from '../../../components/AmountInput.tsx';
import { DateRangeInput } from '../../../components/DateRangeInput.tsx';
import { EnumSelect } from '../../../components/EnumSelect.tsx';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { apiDateFormat, displayDateFormat } from '../../../components/format.ts';
import { salaryRuleApi } from '../api/salary-rule.api.ts';

type Line = FormulaTryResult['lines'][number];

const describe = (name: string) => formulaVariables.find((v) => v.name === name)?.[getLanguage()] ?? name;

/** A labelled control of the inputs' grid: the variable's name as formulas write it, its meaning below. */
function Input({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} md={8}>
      <Typography.Text code>{name}</Typography.Text>
      <div title={describe(name)} style={{ marginBlock: 4 }}>
        {children}
      </div>
    </Col>
  );
}

/**
 * "Try formula": computes the rule or the structure against sample inputs the user may change (an
 * employee's month), and shows every line: its amount, or why it has none, and the category totals.
 */
export function FormulaTryPanel({
  run,
  disabled,
}: {
  /** Evaluates what the form holds now; rejects when the form is not complete (the form says why). */
  run: (inputs: FormulaInputsInput) => Promise<FormulaTryResult>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('payroll');
  const sample = useQuery(salaryRuleApi.sampleInputs());
  const [edited, setEdited] = useState<FormulaInputsInput>();
  const inputs = edited ?? sample.data;
  const [result, setResult] = useState<FormulaTryResult>();
  const [error, setError] = useState<string>();
  const [running, setRunning] = useState(false);

  const change = (next: (current: FormulaInputsInput) => FormulaInputsInput) => {
    if (inputs) setEdited(next(inputs));
  };
  const setEmployee = (part: Partial<FormulaInputsInput['employee']>) =>
    change((c) => ({ ...c, employee: { ...c.employee, ...part } }));

  const tryIt = async () => {
    if (!inputs) return;
    setRunning(true);
    setError(undefined);
    try {
      setResult(await run(inputs));
    } catch (failure) {
      setResult(undefined);
      // A form that is not complete says so on its fields; a refusal of the server is shown here.
      if (isApiError(failure)) setError(failure.message);
    } finally {
      setRunning(false);
    }
  };

  const amountOf = (line: Line) => {
    if (!line.isActive) return <Tag>{t('Inactive')}</Tag>;
    if (!line.conditionMet) return <Tag>{t('ConditionNotMet')}</Tag>;
    return <FormattedValue kind="money" value={line.amount} />;
  };

  return (
    <Card
      size="small"
      title={t('TryFormula')}
      data-testid="formula-try"
      extra={
        <Button
          type="primary"
          icon={<ExperimentOutlined />}
          loading={running}
          disabled={disabled || !inputs}
          onClick={() => void tryIt()}
        >
          {t('Try')}
        </Button>
      }
    >
      {inputs && (
        <Collapse
          size="small"
          items={[
            {
              key: 'inputs',
              label: t('SampleInputs'),
              children: (
                <Row gutter={[16, 8]}>
                  <Input name="PERIOD_START – PERIOD_END">
                    <DateRangeInput
                      aria-label={t('Period')}
                      allowClear={false}
                      presets={[]}
                      value={[inputs.period.start, inputs.period.end]}
                      onChange={(range) =>
                        range && change((c) => ({ ...c, period: { start: range[0], end: range[1] } }))
                      }
                    />
                  </Input>
                  <Input name="BASIC">
                    <AmountInput
                      aria-label="BASIC"
                      value={String(inputs.employee.basicSalary)}
                      onChange={(v) => setEmployee({ basicSalary: v ?? '0' })}
                    />
                  </Input>
                  <Input name="CONTRACT_START">
                    <DatePicker
                      style={{ width: '100%' }}
                      allowClear={false}
                      format={displayDateFormat}
                      value={dayjs(inputs.employee.contractStart)}
                      onChange={(d) => d && setEmployee({ contractStart: d.format(apiDateFormat) })}
                    />
                  </Input>
                  <Input name="GENDER">
                    <EnumSelect
                      enum={Genders}
                      style={{ width: '100%' }}
                      value={Number(inputs.employee.gender)}
                      onChange={(gender) => setEmployee({ gender })}
                    />
                  </Input>
                  <Input name="MARITAL_STATUS">
                    <EnumSelect
                      enum={MaritalStatuses}
                      style={{ width: '100%' }}
                      value={Number(inputs.employee.maritalStatus)}
                      onChange={(maritalStatus) => setEmployee({ maritalStatus })}
                    />
                  </Input>
                  <Input name="CONTRACT_TYPE">
                    <Select
                      style={{ width: '100%' }}
                      value={inputs.employee.contractType}
                      options={formulaContractTypes.map((c) => ({ value: c, label: c }))}
                      onChange={(contractType) => setEmployee({ contractType })}
                    />
                  </Input>
                  {payrollInputNames.map((name) => (
                    <Input key={name} name={name}>
                      <AmountInput
                        aria-label={name}
                        decimals={name.endsWith('_COUNT') ? 0 : 2}
                        value={String(inputs.inputs[name] ?? '0')}
                        onChange={(v) => change((c) => ({ ...c, inputs: { ...c.inputs, [name]: v ?? '0' } }))}
                      />
                    </Input>
                  ))}
                </Row>
              ),
            },
          ]}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginTop: 12 }}
          data-testid="formula-try-error"
        />
      )}
      {result && (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Table<Line>
            size="small"
            pagination={false}
            rowKey="code"
            dataSource={result.lines}
            columns={[
              { key: 'n', title: '#', width: 48, render: (_v, _l, i) => i + 1 },
              {
                key: 'rule',
                title: t('Rule'),
                render: (_v, l) => (
                  <>
                    {l.name} <Typography.Text code>{l.code}</Typography.Text>
                  </>
                ),
              },
              { key: 'category', dataIndex: 'categoryCode', title: t('Category') },
              { key: 'amount', title: t('Amount'), align: 'end', render: (_v, l) => amountOf(l) },
            ]}
          />
          <Flex wrap gap={8} align="center">
            <Typography.Text type="secondary">{t('CategoryTotals')}</Typography.Text>
            {result.categories.map((c) => (
              <Tag key={c.code}>
                {c.code}: <FormattedValue kind="money" value={c.amount} />
              </Tag>
            ))}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
