import { ApartmentOutlined, TableOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export type ViewMode = 'table' | 'tree';

/** The page's Table / Tree choice, kept in the address (`?view=tree`) so a reload or a link keeps it. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode: ViewMode = params.get('view') === 'tree' ? 'tree' : 'table';
  const setMode = (next: ViewMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'tree') updated.set('view', 'tree');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );
  return [mode, setMode];
}

/** The Table / Tree toggle of the departments and job titles pages. */
export function ViewModeSwitch({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation('organisation');
  return (
    <Segmented<ViewMode>
      aria-label={t('View')}
      value={value}
      onChange={onChange}
      options={[
        { value: 'table', label: t('Table'), icon: <TableOutlined /> },
        { value: 'tree', label: t('Tree'), icon: <ApartmentOutlined /> },
      ]}
    />
  );
}
