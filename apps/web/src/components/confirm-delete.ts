import type { QueryKey } from '@tanstack/react-query';
import { feedback } from '../app/feedback.ts';
import { i18n } from '../app/i18n.ts';
import { invalidateAfterChange } from '../app/invalidate-after-change.ts';

export interface ConfirmDeleteOptions {
  /** Deletes; a failure is already shown by the HTTP client. */
  onOk: () => Promise<unknown>;
  /** The list to refresh afterwards. */
  invalidate?: QueryKey;
  /** Replaces 'Are you sure you want to delete?'. */
  content?: string;
}

/** The delete confirmation: title Warning, 'Are you sure you want to delete?', a danger OK. */
export function confirmDelete({ onOk, invalidate, content }: ConfirmDeleteOptions): void {
  const api = feedback();
  api.modal.confirm({
    title: i18n.t('Warning'),
    content: content ?? i18n.t('AreYouSureYouWantToDelete'),
    okText: i18n.t('Delete'),
    cancelText: i18n.t('Cancel'),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await onOk();
      } catch {
        return;
      }
      api.message.success(i18n.t('SuccessDelete'));
      if (invalidate) await invalidateAfterChange(invalidate);
    },
  });
}
