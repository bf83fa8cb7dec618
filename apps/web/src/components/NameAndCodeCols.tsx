import { Col, Input } from 'antd';
import type { ReactNode } from 'react';
import { Field } from './Field.tsx';
import { NameCols } from './NamesField.tsx';

/**
 * A record's name (focused first) and its code (written left to right, with a hint under it), side by side
 * from a tablet's width up: two columns of a form's Row. The labels are the module's.
 */
export function NameAndCodeCols({
  name,
  code,
  codeHint,
  localized,
}: {
  name: ReactNode;
  code: ReactNode;
  codeHint: ReactNode;
  /** The name in English and in Arabic (`nameEn`, `nameAr`: `NameCols`), the code on a row of its own. */
  localized?: boolean;
}) {
  return (
    <>
      {localized ? (
        <NameCols label={name} />
      ) : (
        <Col xs={24} md={12}>
          <Field name="name" label={name}>
            <Input autoComplete="off" autoFocus />
          </Field>
        </Col>
      )}
      <Col xs={24} md={12}>
        <Field name="code" label={code} extra={codeHint}>
          <Input autoComplete="off" dir="ltr" />
        </Field>
      </Col>
    </>
  );
}
