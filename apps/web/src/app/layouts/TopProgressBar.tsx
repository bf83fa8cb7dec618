import { useNavigation } from 'react-router';
import { useInFlightCount } from '../loading.ts';

/** A thin bar at the top while HTTP calls are in flight or a page is loading. */
export function TopProgressBar() {
  const inFlight = useInFlightCount();
  const navigation = useNavigation();
  const busy = inFlight > 0 || navigation.state !== 'idle';
  return (
    <div
      className={`app-progress${busy ? ' app-progress-active' : ''}`}
      role="progressbar"
      aria-hidden={!busy}
    />
  );
}
