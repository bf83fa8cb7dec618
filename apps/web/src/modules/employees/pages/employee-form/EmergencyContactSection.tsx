import { emergencyContactInformationInput, phoneNumberExample } from '@hr/contracts';
import { Card, Col, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { formRules } from '../../../../components/zod-rules.ts';
import type { EmergencyFormValues } from './employee-form-values.ts';

const rules = formRules(emergencyContactInformationInput);

/** Whom to call in an emergency: all required, the phone checked. */
export function EmergencyContactSection({
  form,
  initialValues,
  readOnly,
}: {
  form: FormInstance<EmergencyFormValues>;
  initialValues: EmergencyFormValues;
  readOnly: boolean;
}) {
  const { t } = useTranslation('employees');
  return (
    <Card title={t('EmergencyContact')}>
      <Form<EmergencyFormValues>
        form={form}
        initialValues={initialValues}
        layout="vertical"
        disabled={readOnly}
        name="employee-emergency"
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="emergencyPhone"
              label={t('EmergencyPhone')}
              rules={rules.emergencyPhone}
              extra={t('PhoneExample', { example: phoneNumberExample })}
            >
              <Input inputMode="tel" dir="ltr" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contactName" label={t('ContactName')} rules={rules.contactName}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="relationShip" label={t('RelationShip')} rules={rules.relationShip}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
