import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermission } from '../app/config/usePermission.ts';

/**
 * The record of a FormPage on a create/update route (…/create, …/update/:id): read afresh by the route's id
 * (not from a cached copy), read-only for a user without the update policy. `frame` goes into FormPage
 * (its record, loading spinner and read-only state); `loadFailed` is the page to show instead when the
 * record cannot be read, null otherwise.
 */
export function useFormPageRecord<T>(
  api: { keys: { detail(id: string): readonly unknown[] }; get(id: string): Promise<T> },
  updatePolicy: string,
) {
  const { t } = useTranslation();
  const { id } = useParams();
  const canUpdate = usePermission(updatePolicy);
  const query = useQuery({
    queryKey: api.keys.detail(id ?? ''),
    queryFn: () => api.get(id ?? ''),
    enabled: id !== undefined,
    // The form starts from what the server has now, not from a cached copy.
    staleTime: 0,
  });
  const loadFailed =
    id !== undefined && query.isError ? (
      <Result status="warning" title={t('common::LoadFailed')} subTitle={query.error.message} />
    ) : null;
  const frame = {
    record: query.data,
    loading: id !== undefined && query.isPending,
    readOnly: id !== undefined && !canUpdate,
  };
  return { id, record: query.data, frame, loadFailed };
}
