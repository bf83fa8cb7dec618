import { emergencyContactInformationInput, phoneNumberExample } from '@hr/contracts';
import { Col, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import type { EmergencyFormValues } from './employee-form-values.ts';
import { FormSection, type SectionProps } from './FormSection.tsx';

/** Whom to call in an emergency: all required, the phone checked. */
export function EmergencyContactSection(section: SectionProps<EmergencyFormValues>) {
  const { t } = useTranslation('employees');
  return (
    <FormSection
      title={t('EmergencyContact')}
      schema={emergencyContactInformationInput}
      name="employee-emergency"
      {...section}
    >
      <Col xs={24} md={8}>
        <Field
          name="emergencyPhone"
          label={t('EmergencyPhone')}
          extra={t('PhoneExample', { example: phoneNumberExample })}
        >
          <Input inputMode="tel" dir="ltr" />
        </Field>
      </Col>
      <Col xs={24} md={8}>
        <Field name="contactName" label={t('ContactName')}>
          <Input />
        </Field>
      </Col>
      <Col xs={24} md={8}>
        <Field name="relationShip" label={t('RelationShip')}>
          <Input />
        </Field>
      </Col>
    </FormSection>
  );
}
