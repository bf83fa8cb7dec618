import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useCallsInFlight } from '../loading.ts';

/**
 * A thin bar at the top while HTTP calls are in flight or a page is loading. A progress bar has a name
 * (WCAG 1.1.1): "Loading…"; hidden from assistive technology while idle.
 */
export function TopProgressBar() {
  const { t } = useTranslation();
  const inFlight = useCallsInFlight();
  const navigation = useNavigation();
  const busy = inFlight || navigation.state !== 'idle';
  return (
    <div
      className={`app-progress${busy ? ' app-progress-active' : ''}`}
      role="progressbar"
      aria-label={t('Loading')}
      aria-hidden={!busy}
    />
  );
}
