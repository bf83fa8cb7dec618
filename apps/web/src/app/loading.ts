import { useSyncExternalStore } from 'react';

// Counts the HTTP calls in flight; the top progress bar shows while it is above zero.
let inFlight = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingTracker = {
  start(): void {
    inFlight += 1;
    emit();
  },
  stop(): void {
    inFlight = Math.max(0, inFlight - 1);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  count(): number {
    return inFlight;
  },
};

export function useInFlightCount(): number {
  return useSyncExternalStore(loadingTracker.subscribe, loadingTracker.count, loadingTracker.count);
}
