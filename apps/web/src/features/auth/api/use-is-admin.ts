import { useAuthState } from './get-auth-status';

/** Whether the signed-in user is an admin: what the shell shows; the server checks every call. */
export function useIsAdmin(): boolean {
  const auth = useAuthState();
  return auth.status === 'signedIn' && 'role' in auth.user && auth.user.role === 'admin';
}
