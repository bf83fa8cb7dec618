import type { PayslipItemDto } from '@hr/contracts';
import { Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormattedValue } from '../../../components/FormattedValue.tsx';
import { lineExplanation } from './payslip-figures.ts';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** A formula as written: monospace and left to right in every language (CEL is not Arabic text). */
function Formula({ text, testId }: { text: string; testId: string }) {
  return (
    <code
      dir="ltr"
      data-testid={testId}
      style={{
        fontFamily: monospace,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        unicodeBidi: 'isolate',
        display: 'inline-block',
        padding: '1px 6px',
        borderRadius: 4,
        background: 'rgba(0, 0, 0, 0.04)',
      }}
    >
      {text}
    </code>
  );
}

/**
 * Why a payslip line has its amount, for the payroll officer who must answer the employee: the condition
 * the rule applied under (or that it always applies), its formula or its fixed amount, and every variable
 * the two read with the value it had when the payslip was generated.
 */
export function PayslipItemsExplanation({
  item,
  currencyCode,
}: {
  item: PayslipItemDto;
  currencyCode: string;
}) {
  const { t } = useTranslation('payslips');
  const e = lineExplanation(item);
  return (
    <Flex vertical gap={8} data-testid="payslip-item-explanation">
      <div>
        <Typography.Text type="secondary">{t('Condition')} </Typography.Text>
        {e.condition === null ? (
          <Typography.Text>{t('AlwaysApplies')}</Typography.Text>
        ) : (
          <Formula text={e.condition} testId="payslip-item-condition" />
        )}
      </div>
      <div>
        {e.formula !== null ? (
          <>
            <Typography.Text type="secondary">{t('Formula')} </Typography.Text>
            <Formula text={e.formula} testId="payslip-item-formula" />
          </>
        ) : (
          <>
            <Typography.Text type="secondary">{t('FixedAmount')} </Typography.Text>
            <span data-testid="payslip-item-fixed-amount">
              <FormattedValue kind="money" value={e.fixedAmount} currency={currencyCode} />
            </span>
          </>
        )}
      </div>
      {e.variables.length === 0 ? (
        <Typography.Text type="secondary">{t('NoVariables')}</Typography.Text>
      ) : (
        <Table
          size="small"
          bordered
          pagination={false}
          rowKey="name"
          dataSource={[...e.variables]}
          style={{ maxWidth: 520 }}
          data-testid="payslip-item-variables"
          columns={[
            {
              key: 'name',
              dataIndex: 'name',
              title: t('Variable'),
              render: (name: string) => (
                <code dir="ltr" style={{ fontFamily: monospace, unicodeBidi: 'isolate' }}>
                  {name}
                </code>
              ),
            },
            {
              key: 'value',
              dataIndex: 'value',
              title: t('Value'),
              align: 'end',
              render: (value: string) => <bdi dir="ltr">{value}</bdi>,
            },
          ]}
        />
      )}
    </Flex>
  );
}
