import { contactInformationInput, phoneNumberExample } from '@hr/contracts';
import { Col, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import type { ContactFormValues } from './employee-form-values.ts';
import { FormSection, type SectionProps } from './FormSection.tsx';

/** E-mail and phone numbers: all optional, their formats checked by the contract's rules. */
export function ContactSection(section: SectionProps<ContactFormValues>) {
  const { t } = useTranslation('employees');
  const hint = t('PhoneExample', { example: phoneNumberExample });
  return (
    <FormSection
      title={t('ContactInformation')}
      schema={contactInformationInput}
      name="employee-contact"
      {...section}
    >
      <Col xs={24} md={12}>
        <Field name="email" label={t('Email')}>
          <Input inputMode="email" dir="ltr" />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="workEmail" label={t('WorkEmail')}>
          <Input inputMode="email" dir="ltr" />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="phoneNumber" label={t('PhoneNumber')} extra={hint}>
          <Input inputMode="tel" dir="ltr" />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field name="workPhoneNumber" label={t('WorkPhoneNumber')} extra={hint}>
          <Input inputMode="tel" dir="ltr" />
        </Field>
      </Col>
    </FormSection>
  );
}
