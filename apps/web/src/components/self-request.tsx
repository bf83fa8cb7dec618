import { EyeOutlined, StopOutlined } from '@ant-design/icons';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Spin } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { feedback } from '../app/feedback.ts';
import { invalidateAfterChange } from '../app/invalidate-after-change.ts';
import type { RowAction } from './RowActionsMenu.tsx';

export interface SelfRequestActionsOptions<T> {
  /** The state in which the requester may still withdraw it (PendingApproval). */
  pendingState: number;
  onView: (request: T) => void;
  /** The confirmation's question (AreYouSureYouWantToCancel…Request?), in the page's language. */
  confirm: string;
  /** Withdraws it; a failure is already shown by the HTTP client. */
  cancel: (id: string) => Promise<unknown>;
  /** The lists to read again afterwards. */
  invalidate: QueryKey;
}

/**
 * The row actions of an employee's own requests (attendance corrections, leave): View, and Cancel while it
 * waits for approval, after a confirmation. `t` is the page's (its namespace has View, CancelRequest, No and
 * RequestCancelled).
 */
export function selfRequestActions<T extends { id: string; state: number }>(
  t: TFunction,
  options: SelfRequestActionsOptions<T>,
): RowAction<T>[] {
  const cancel = (request: T) =>
    feedback().modal.confirm({
      title: t('CancelRequest'),
      content: options.confirm,
      okText: t('CancelRequest'),
      cancelText: t('No'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await options.cancel(request.id);
        } catch {
          return; // the HTTP client has said why
        }
        feedback().message.success(t('RequestCancelled'));
        await invalidateAfterChange(options.invalidate);
      },
    });
  return [
    { key: 'view', label: t('View'), icon: <EyeOutlined />, onClick: options.onView },
    {
      key: 'cancel',
      label: t('CancelRequest'),
      icon: <StopOutlined />,
      danger: true,
      visible: (r) => r.state === options.pendingState,
      onClick: cancel,
    },
  ];
}

/**
 * One record read by id and shown in a 760 px dialog (a request's View); closed while `id` is null.
 * `actions`: buttons beside Close for the record as read (a decision), wrapping on a phone.
 */
export function DetailsDialog<T>({
  id,
  title,
  queryKey,
  read,
  onClose,
  closeText,
  actions,
  children,
}: {
  id: string | null;
  title: ReactNode;
  queryKey: (id: string) => QueryKey;
  read: (id: string) => Promise<T>;
  onClose: () => void;
  closeText: string;
  actions?: (record: T) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  const details = useQuery({
    queryKey: queryKey(id ?? ''),
    queryFn: () => read(id ?? ''),
    enabled: id !== null,
  });
  return (
    <Modal
      open={id !== null}
      title={title}
      width={760}
      onCancel={onClose}
      footer={
        actions && details.data !== undefined ? (
          <Flex justify="end" gap={8} wrap>
            <Button onClick={onClose}>{closeText}</Button>
            {actions(details.data)}
          </Flex>
        ) : (
          <Button onClick={onClose}>{closeText}</Button>
        )
      }
      destroyOnHidden
    >
      {details.isPending ? (
        <Spin />
      ) : details.isError ? (
        <Alert type="warning" showIcon message={details.error.message} />
      ) : (
        children(details.data)
      )}
    </Modal>
  );
}
