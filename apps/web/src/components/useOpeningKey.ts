import { useState } from 'react';

/**
 * A number that changes at every opening (`open` turning true): the key of a dialog's body, so that each
 * opening gets a fresh one and the state of a previous opening never leaks in.
 */
export function useOpeningKey(open: boolean): number {
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setGeneration((g) => g + 1);
  }
  return generation;
}
