import { Col, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/Field.tsx';

/**
 * A person's details in a user form (the contract's `personalFields`): the user name, the name and surname
 * side by side, the e-mail and the phone number. `own`: the signed-in user's own (My Account), which the
 * browser may fill in; an administrator's form of another user asks it not to.
 */
export function PersonalFields({ own = false }: { own?: boolean }) {
  const { t } = useTranslation('identity');
  return (
    <>
      <Field name="userName" label={t('UserName')}>
        <Input autoComplete={own ? 'username' : 'off'} />
      </Field>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Field name="name" label={t('Name')}>
            <Input autoComplete={own ? 'given-name' : undefined} />
          </Field>
        </Col>
        <Col xs={24} sm={12}>
          <Field name="surname" label={t('Surname')}>
            <Input autoComplete={own ? 'family-name' : undefined} />
          </Field>
        </Col>
      </Row>
      <Field name="email" label={t('EmailAddress')}>
        <Input inputMode="email" dir="ltr" autoComplete={own ? 'email' : undefined} />
      </Field>
      <Field name="phoneNumber" label={t('PhoneNumber')}>
        <Input inputMode="tel" dir="ltr" autoComplete={own ? 'tel' : undefined} />
      </Field>
    </>
  );
}
