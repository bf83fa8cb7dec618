import type { TimeServices } from './index.ts';

/** Each endpoint of the time module, one line to its service. */
export function timeRoutes(_services: TimeServices) {
  return [];
}
