import { contactInformationInput, phoneNumberExample } from '@hr/contracts';
import { Card, Col, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../../components/zod-rules.ts';
import type { ContactFormValues } from './employee-form-values.ts';

const rules = formRules(contactInformationInput);

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
      <Form<ContactFormValues>
        form={form}
        initialValues={initialValues}
        layout="vertical"
        disabled={readOnly}
        name="employee-contact"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('Email')} rules={rules.email}>
              <Input inputMode="email" dir="ltr" maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="workEmail" label={t('WorkEmail')} rules={rules.workEmail}>
              <Input inputMode="email" dir="ltr" maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phoneNumber" label={t('PhoneNumber')} rules={rules.phoneNumber} extra={hint}>
              <Input inputMode="tel" dir="ltr" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="workPhoneNumber"
              label={t('WorkPhoneNumber')}
              rules={rules.workPhoneNumber}
              extra={hint}
            >
              <Input inputMode="tel" dir="ltr" maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
