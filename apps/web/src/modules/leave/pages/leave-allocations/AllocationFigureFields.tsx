import { maxLeaveDays } from '@hr/contracts';
import { Col, type ColProps, Form, type FormRule, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeInput } from '../../../../components/DateRangeInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { countsDays, countsHours, formatFigure } from '../../leave-figures.ts';
import { type AllocationFormValues, validityTooLong } from './allocation-form.ts';

/**
 * What an allocation grants, in the allocation form and the department dialog: the validity (one range, at
 * most a year and a day) and the days or hours the type counts (the other field hidden; unknown type: both).
 * Columns of the caller's `Row`.
 */
export function AllocationFigureFields({
  unit,
  validityCol,
  figureCol,
}: {
  unit: number | undefined;
  validityCol: ColProps;
  figureCol: ColProps;
}) {
  const { t } = useTranslation('leave');
  const required = { required: true, message: t('common::ThisFieldIsRequired') };
  const notTooLong: FormRule = {
    validator: async (_, range: AllocationFormValues['validity']) => {
      if (range && validityTooLong(range))
        throw new Error(t('errors::Leave:ValidityTooLong', { days: maxLeaveDays }));
    },
  };
  return (
    <>
      <Col {...validityCol}>
        <Form.Item name="validity" label={t('Validity')} rules={[required, notTooLong]} required>
          <DateRangeInput presets={[]} aria-label={t('Validity')} />
        </Form.Item>
      </Col>
      {(unit === undefined || countsDays(unit)) && (
        <FigureField col={figureCol} name="numberOfDays" label={t('NumberOfDays')} step={0.5} />
      )}
      {(unit === undefined || countsHours(unit)) && (
        <FigureField col={figureCol} name="numberOfHours" label={t('NumberOfHours')} step={0.25} />
      )}
    </>
  );
}

/**
 * One figure of the allocation (its days or its hours), in steps of `step`, written as the lists write it
 * ("16", "1.5"; antd would pad it to the step's places, "16.0", "0.25" → "0.00" for an empty 0); empty
 * when nothing was typed (the contract reads it as 0).
 */
function FigureField({
  col,
  name,
  label,
  step,
}: {
  col: ColProps;
  name: 'numberOfDays' | 'numberOfHours';
  label: string;
  step: number;
}) {
  return (
    <Col {...col}>
      <Field name={name} label={label}>
        <InputNumber
          min={0}
          step={step}
          style={{ width: '100%' }}
          aria-label={label}
          formatter={(value, info) =>
            // While typing, leave the text as it is, so the caret never jumps.
            info.userTyping
              ? info.input
              : value === undefined || String(value) === ''
                ? ''
                : formatFigure(Number(value))
          }
        />
      </Field>
    </Col>
  );
}
