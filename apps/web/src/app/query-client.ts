import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { stampQueryReads } from './server-clock.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers will not change by asking again.
      retry: (failureCount, error) =>
        failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

// When each query was read, on the server's clock: the live notifications' resync re-reads only what may
// have missed an event (notification-live.ts).
stampQueryReads(queryClient);
