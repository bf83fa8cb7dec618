import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../app/feedback.ts';
import { useSaving } from './useSaving.ts';

/**
 * The save of a settings form (a group of setting management, the organisation's salary account): the
 * update, one at a time with a refusal on the fields (`useSaving`), then "Saved" and a fresh read of
 * `refresh` (the group itself, and whatever else shows its values, e.g. the app's configuration).
 */
export function useSettingsSave<V>(
  form: FormInstance<V>,
  update: (values: V) => Promise<unknown>,
  refresh: readonly QueryKey[],
) {
  const { t } = useTranslation();
  const { message } = feedback();
  const queryClient = useQueryClient();
  const { saving, run } = useSaving(form);
  const save = (values: V) =>
    run(async () => {
      await update(values);
      message.success(t('common::SavedSuccessfully'));
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    });
  return { saving, save };
}
