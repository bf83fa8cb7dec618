import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'autoFocus' | 'maxLength'
>;

export interface LoginFieldProps extends InputAttributes {
  /** The input's id; its label and message are tied to it. */
  id: string;
  label: string;
  /** Shown at the input's start. */
  icon: ReactNode;
  /** A password: hidden, with a button that shows it. */
  password?: boolean;
  value: string;
  /** The message under the input (the input is marked invalid). */
  error?: string;
  onChange: (value: string) => void;
}

/**
 * A labelled text input of the login page, drawn like antd's Form.Item and Input (styles.css, `.login-field`)
 * with plain elements: the login page is the first every visitor loads, without antd's Form and Input.
 */
export function LoginField({ id, label, icon, password, value, error, onChange, ...input }: LoginFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={`login-field${error ? ' login-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className={`login-input${error ? ' login-input-invalid' : ''}`}>
        <span className="login-input-icon">{icon}</span>
        <input
          id={id}
          type={password && !shown ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {password && (
          <button
            type="button"
            className="login-input-reveal"
            aria-label={t('Show')}
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        )}
      </div>
      {error && (
        <div id={errorId} className="login-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
