import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from './index.ts';
import { refreshSession } from './session.ts';
import { tenantStore } from './tenant-store.ts';

export interface Session {
  signIn(userName: string, password: string, rememberMe: boolean): Promise<void>;
  signOut(): Promise<void>;
}

export function useSession(): Session {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    async signIn(userName, password, rememberMe) {
      await authClient.signIn(userName, password, tenantStore.get()?.id ?? null, { rememberMe });
      await refreshSession(queryClient);
    },
    async signOut() {
      await authClient.signOut();
      // Home first, committed at once (not as a transition): refreshing while a guarded page is still
      // on screen would send it to the login page instead.
      await navigate('/', { flushSync: true });
      await refreshSession(queryClient);
    },
  };
}
