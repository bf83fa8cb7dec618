import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../app/feedback.ts';

export interface ChangesEditorOptions<
  TData extends { groups: readonly { name: string }[] },
  TState,
  TChange,
> {
  queryKey: QueryKey;
  fetch: () => Promise<TData>;
  /** The state before the data arrives. */
  empty: TState;
  /** The editable state of freshly loaded data. */
  toState: (data: TData) => TState;
  /** What differs between the loaded state and the edited one. */
  changes: (initial: TState, current: TState, data: TData) => TChange[];
  send: (changes: TChange[]) => Promise<unknown>;
  /** After a successful save, before the dialog closes (e.g. refresh what depends on it). */
  afterSave?: () => Promise<unknown>;
  onClose: (changed: boolean) => void;
}

/**
 * A grouped dialog that edits a snapshot and saves only what changed (the Permissions and Features
 * dialogs): loads fresh data on every opening, selects the first group, closes without a call when
 * nothing changed, ignores a second Save while one is running, and leaves errors to the HTTP client.
 */
export function useChangesEditor<TData extends { groups: readonly { name: string }[] }, TState, TChange>(
  options: ChangesEditorOptions<TData, TState, TChange>,
) {
  const { t } = useTranslation();
  const { message } = feedback();
  // Always the data as it is now: nothing is kept once the dialog closes.
  const query = useQuery({ queryKey: options.queryKey, queryFn: options.fetch, staleTime: 0, gcTime: 0 });
  const [initial, setInitial] = useState<TState | undefined>();
  const [state, setState] = useState<TState>(options.empty);
  const [activeGroup, setActiveGroup] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  if (query.data && initial === undefined) {
    const loaded = options.toState(query.data);
    setInitial(loaded);
    setState(loaded);
    setActiveGroup(query.data.groups[0]?.name);
  }

  const save = async () => {
    if (saving || initial === undefined || !query.data) return;
    const changes = options.changes(initial, state, query.data);
    if (changes.length === 0) {
      options.onClose(false);
      return;
    }
    setSaving(true);
    try {
      await options.send(changes);
    } catch {
      // The HTTP client has shown the server's message.
      setSaving(false);
      return;
    }
    setSaving(false);
    message.success(t('SavedSuccessfully'));
    await options.afterSave?.();
    options.onClose(true);
  };

  return { query, state, setState, activeGroup, setActiveGroup, saving, setSaving, save };
}
