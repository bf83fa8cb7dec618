import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

interface ErrorResultProps {
  title: ReactNode;
  subTitle?: ReactNode;
  /** The way out: a button. */
  extra?: ReactNode;
}

/**
 * An error as antd's `<Result status="error">` shows it, drawn with plain elements (styles.css): antd's
 * Result module carries its 403/404/500 illustrations (9 kB on the wire), too much for the first load,
 * and an error page must not itself wait for a chunk (the failure it reports may be that chunks do not load).
 */
export function ErrorResult({ title, subTitle, extra }: ErrorResultProps) {
  return (
    <div className="error-result" role="alert">
      <CloseCircleFilled className="error-result-icon" />
      <div className="error-result-title">{title}</div>
      {subTitle && <div className="error-result-subtitle">{subTitle}</div>}
      {extra && <div className="error-result-extra">{extra}</div>}
    </div>
  );
}
