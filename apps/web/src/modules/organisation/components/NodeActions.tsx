import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/ResourceTable.tsx';

/** The row actions of a list, on a node of its tree view (hidden when the user may do none). */
export function NodeActions<T>({
  record,
  actions,
  label,
}: {
  record: T;
  actions: RowAction<T>[];
  label: string;
}) {
  const { t } = useTranslation();
  const visible = actions.filter((a) =>
    typeof a.visible === 'function' ? a.visible(record) : a.visible !== false,
  );
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
      <Button
        size="small"
        type="text"
        icon={<MoreOutlined />}
        aria-label={`${t('Actions')}: ${label}`}
        onClick={(e) => e.stopPropagation()}
      />
    </Dropdown>
  );
}
