import { EyeOutlined } from '@ant-design/icons';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './RowActionsMenu.tsx';
import { DetailsDialog } from './self-request.tsx';

/** What the page that opens a request's View gives: the request's id (null: closed) and the buttons. */
export interface RequestDialogProps<T> {
  id: string | null;
  onClose: () => void;
  /** Buttons beside Close for the request as read (HR's Approve and Reject). */
  actions?: (request: T) => ReactNode;
}

/** A request kind's View: its translations, its title there, its API and its details component. */
export interface RequestView<T> {
  namespace: string;
  /** A key of `namespace`. */
  title: string;
  api: { keys: { detail: (id: string) => readonly unknown[] }; get: (id: string) => Promise<T> };
  Details: ComponentType<{ request: T }>;
}

/**
 * The View dialog of a request kind (a leave request, an attendance correction): one request read by id
 * with the kind's API and shown by its details component.
 */
export function RequestDetailsDialog<T>({
  view: { namespace, title, api, Details },
  id,
  onClose,
  actions,
}: RequestDialogProps<T> & { view: RequestView<T> }) {
  const { t } = useTranslation(namespace);
  return (
    <DetailsDialog
      id={id}
      title={t(title)}
      queryKey={api.keys.detail}
      read={api.get}
      onClose={onClose}
      closeText={t('Close')}
      actions={actions}
    >
      {(request) => <Details request={request} />}
    </DetailsDialog>
  );
}

/**
 * The request a list shows in its View dialog: `dialog` goes into the kind's dialog (the id, null while
 * closed), `open` opens one, `action` is the row's View (labelled `label`).
 */
export function useViewedRequest<T extends { id: string }>(label: string) {
  const [viewed, setViewed] = useState<string | null>(null);
  const open = (request: T) => setViewed(request.id);
  const action: RowAction<T> = { key: 'view', label, icon: <EyeOutlined />, onClick: open };
  return { dialog: { id: viewed, onClose: () => setViewed(null) }, open, action };
}
