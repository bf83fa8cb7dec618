import { DownOutlined, MoreOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface RowAction<T> {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  /** Hide for users without the right policy, or for some rows. */
  visible?: boolean | ((record: T) => boolean);
  onClick: (record: T) => void;
}

/** The actions shown for a record. */
export function visibleActions<T>(actions: readonly RowAction<T>[], record: T): RowAction<T>[] {
  return actions.filter((a) => (typeof a.visible === 'function' ? a.visible(record) : a.visible !== false));
}

export interface RowActionsMenuProps<T> {
  record: T;
  actions: readonly RowAction<T>[];
  /**
   * The record's name: a compact "more" button named "Actions: <name>", for a node of a tree view. Without
   * it, the table's "Actions" button.
   */
  label?: string;
  /** On a phone: the table's button shows its gear only (still named "Actions"). */
  compact?: boolean;
}

/** A record's actions menu, in a table row or on a tree node; nothing when the user may do none. */
export function RowActionsMenu<T>({ record, actions, label, compact }: RowActionsMenuProps<T>) {
  const { t } = useTranslation();
  const visible = visibleActions(actions, record);
  if (visible.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: visible.map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          visible.find((a) => a.key === key)?.onClick(record);
        },
      }}
    >
      {label === undefined && compact ? (
        <Button
          size="small"
          type="primary"
          icon={<SettingOutlined />}
          aria-label={t('Actions')}
          data-testid="row-actions"
        />
      ) : label === undefined ? (
        <Button size="small" type="primary" icon={<SettingOutlined />} data-testid="row-actions">
          {t('Actions')} <DownOutlined />
        </Button>
      ) : (
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined />}
          aria-label={`${t('Actions')}: ${label}`}
          // A click on a tree node's button must not fold or select the node.
          onClick={(e) => e.stopPropagation()}
        />
      )}
    </Dropdown>
  );
}
