import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

/** A dialog that only shows something (a row's schedule, its hours, a run's log): Close is its one button. */
export function CloseOnlyDialog({
  open,
  title,
  width,
  closeText,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  /** Antd's default (520 px) when left out. */
  width?: number;
  closeText: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{closeText}</Button>}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
