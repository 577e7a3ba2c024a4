/** POST /api/auth/logout with the cookie: the server ends this session. */
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { api } from '@/lib/api-client';

export function signOutOnServer(input: { email: string; fingerprint: string }) {
  return api.post<{ success: true }>(authApiPaths.logout, input);
}
