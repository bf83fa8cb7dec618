import { contactInformationInput, phoneNumberExample } from '@hr/contracts';
import { Card, Col, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field, FormSchema } from '../../../../components/Field.tsx';
import type { ContactFormValues } from './employee-form-values.ts';

/** E-mail and phone numbers: all optional, their formats checked by the contract's rules. */
export function ContactSection({
  form,
  initialValues,
  readOnly,
}: {
  form: FormInstance<ContactFormValues>;
  initialValues: ContactFormValues;
  readOnly: boolean;
}) {
  const { t } = useTranslation('employees');
  const hint = t('PhoneExample', { example: phoneNumberExample });
  return (
    <Card title={t('ContactInformation')}>
      <FormSchema value={contactInformationInput}>
        <Form<ContactFormValues>
          form={form}
          initialValues={initialValues}
          layout="vertical"
          disabled={readOnly}
          name="employee-contact"
        >
          <Row gutter={16}>
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
          </Row>
        </Form>
      </FormSchema>
    </Card>
  );
}
