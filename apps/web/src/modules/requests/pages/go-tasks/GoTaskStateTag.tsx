import { GoTaskStates } from '@hr/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../../../components/EnumTag.tsx';

/** Open shows as Unfinished, Closed as Finished, any other value as Unknown (document 1 §4). */
export function GoTaskStateTag({ state }: { state: number }) {
  const { t } = useTranslation('requests');
  return GoTaskStates.members.some((m) => m.value === state) ? (
    <EnumTag enum={GoTaskStates} value={state} />
  ) : (
    <Tag>{t('Unknown')}</Tag>
  );
}
