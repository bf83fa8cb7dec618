import { Col, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from './Field.tsx';

export interface NamesFieldProps {
  /** The field's label (the module's "Name"); each input adds its language. */
  label?: ReactNode;
  autoFocus?: boolean;
  /**
   * Ids of their own for the two inputs (`<idPrefix>-nameEn`, `<idPrefix>-nameAr`), for a form shown beside
   * another form with names (a dialog over a page): antd names an input by its field alone.
   */
  idPrefix?: string;
}

/**
 * A reference record's name in English and in Arabic (the contracts' `localizedName`: `nameEn`, `nameAr`,
 * either may be empty, not both), one field of every form that names such a record. Two inputs side by side
 * from a tablet's width up: the English one left to right, the Arabic one right to left (`dir="rtl"`,
 * `lang="ar"`) whatever the screen's language. Lengths come from the contract; a form with neither gets
 * the contract's message on both, and typing in one clears the other's.
 */
export function NamesField(props: NamesFieldProps) {
  return (
    <Row gutter={16}>
      <NameCols {...props} />
    </Row>
  );
}

/** The two inputs of {@link NamesField} as two columns of a form's Row (beside a code, `NameAndCodeCols`). */
export function NameCols({ label, autoFocus = true, idPrefix }: NamesFieldProps) {
  const { t } = useTranslation();
  const name = label ?? t('Name');
  // Only with a prefix: an explicit undefined would take antd's own id and label link away.
  const own = (field: string) => (idPrefix ? { id: `${idPrefix}-${field}` } : {});
  const labelFor = (field: string) => (idPrefix ? { htmlFor: `${idPrefix}-${field}` } : {});
  return (
    <>
      <Col xs={24} md={12}>
        <Field
          name="nameEn"
          label={
            <>
              {name} ({t('InEnglish')})
            </>
          }
          dependencies={['nameAr']}
          {...labelFor('nameEn')}
        >
          <Input {...own('nameEn')} autoComplete="off" autoFocus={autoFocus} dir="ltr" lang="en" />
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field
          name="nameAr"
          label={
            <>
              {name} ({t('InArabic')})
            </>
          }
          dependencies={['nameEn']}
          {...labelFor('nameAr')}
        >
          <Input {...own('nameAr')} autoComplete="off" dir="rtl" lang="ar" />
        </Field>
      </Col>
    </>
  );
}
