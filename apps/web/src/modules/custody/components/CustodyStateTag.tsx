import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Held (orange) or Released (green). */
export function CustodyStateTag({ released }: { released: boolean }) {
  const { t } = useTranslation('custody');
  return released ? <Tag color="green">{t('Released')}</Tag> : <Tag color="orange">{t('Held')}</Tag>;
}
