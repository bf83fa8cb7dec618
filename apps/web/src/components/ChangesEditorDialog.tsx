import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Modal, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed.tsx';

export interface ChangesEditorDialogProps {
  /** The dialog's name; the entity's name follows it. */
  title: ReactNode;
  entityName: string | undefined;
  /** The editor's query (`useChangesEditor`): a spinner while it loads, a retry when it failed. */
  query: UseQueryResult<{ groups: readonly unknown[] }>;
  /** Said when the data has no groups. */
  emptyText: string;
  saving: boolean;
  /** Buttons between Cancel and Save, shown with Save (when there are groups). */
  extraButtons?: ReactNode[];
  onSave: () => void;
  onClose: (changed: boolean) => void;
  /** The groups' editor, once there are groups. */
  children: () => ReactNode;
}

/**
 * The large modal of a grouped editor (the Permissions and Features dialogs): "Title — entity", the data's
 * loading, failure and emptiness, and Cancel (and Save) in the footer; no closing while it saves.
 */
export function ChangesEditorDialog({
  title,
  entityName,
  query,
  emptyText,
  saving,
  extraButtons = [],
  onSave,
  onClose,
  children,
}: ChangesEditorDialogProps) {
  const { t } = useTranslation();
  const hasGroups = (query.data?.groups.length ?? 0) > 0;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  } else if (query.isError) {
    content = <LoadFailed error={query.error} onRetry={query.refetch} />;
  } else if (!hasGroups) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  } else {
    content = children();
  }

  return (
    <Modal
      open
      width={800}
      mask={{ closable: false }}
      title={
        <>
          {title}
          {entityName ? <Typography.Text type="secondary"> — {entityName}</Typography.Text> : null}
        </>
      }
      footer={[
        <Button key="cancel" onClick={() => onClose(false)} disabled={saving}>
          {t('Cancel')}
        </Button>,
        ...(hasGroups
          ? [
              ...extraButtons,
              <Button key="save" type="primary" loading={saving} onClick={onSave}>
                {t('Save')}
              </Button>,
            ]
          : []),
      ]}
      onCancel={() => {
        if (!saving) onClose(false);
      }}
    >
      {content}
    </Modal>
  );
}
