import { ConfigProvider, Input, Space } from 'antd';

export interface PrefixedCodeInputProps {
  /** The account type's prefix, shown read-only before the typed part. */
  prefix: string | undefined;
  /** The typed part only. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * An account code as a read-only prefix followed by the typed digits (antd 6's Space.Addon, which replaces
 * the deprecated `addonBefore`). A code reads left to right in Arabic too, so the group keeps that order.
 */
export function PrefixedCodeInput({ prefix, value, onChange, ...props }: PrefixedCodeInputProps) {
  return (
    <ConfigProvider direction="ltr">
      <Space.Compact style={{ width: '100%', direction: 'ltr' }}>
        <Space.Addon data-testid="account-code-prefix">{prefix || '—'}</Space.Addon>
        <Input
          {...props}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
        />
      </Space.Compact>
    </ConfigProvider>
  );
}
