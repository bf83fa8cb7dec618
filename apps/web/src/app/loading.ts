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

const anyInFlight = () => inFlight > 0;

/**
 * Whether an HTTP call is in flight. A boolean, not the count: a store's change is drawn synchronously, and
 * draws in the middle of a move's page (a transition) make React start that page's drawing over; the count
 * changed with every call that started or ended, the flag only when the first starts or the last ends.
 */
export function useCallsInFlight(): boolean {
  return useSyncExternalStore(loadingTracker.subscribe, anyInFlight, anyInFlight);
}
