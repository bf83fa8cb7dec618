import { emergencyContactInformationInput, phoneNumberExample } from '@hr/contracts';
import { Card, Col, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field, FormSchema } from '../../../../components/Field.tsx';
import type { EmergencyFormValues } from './employee-form-values.ts';

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
      <FormSchema value={emergencyContactInformationInput}>
        <Form<EmergencyFormValues>
          form={form}
          initialValues={initialValues}
          layout="vertical"
          disabled={readOnly}
          name="employee-emergency"
        >
          <Row gutter={16}>
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
          </Row>
        </Form>
      </FormSchema>
    </Card>
  );
}
