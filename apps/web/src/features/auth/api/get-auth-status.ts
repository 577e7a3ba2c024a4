/**
 * GET /api/user/auth-status: who is signed in, from the session cookie. One file per server
 * operation (fetcher, query options, hook). Sign-in and sign-out will invalidate `authStatusQueryKey`.
 */
import { apiPaths } from '@medsutra/contract/api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorStatus } from '@/lib/api-client';
import { type RememberedUser, readRememberedUser, rememberUser } from '@/lib/storage';

export interface AuthUser {
  id: string;
  email: string;
  name?: string;
  [field: string]: unknown;
}

export interface AuthStatusReply {
  success: boolean;
  authenticated: boolean;
  user?: AuthUser;
}

export const authStatusQueryKey = ['auth-status'] as const;

export async function getAuthStatus(): Promise<AuthStatusReply> {
  const reply = await api.get<AuthStatusReply>(apiPaths.authStatus, { cache: 'no-store' });
  const user = reply.authenticated && reply.user?.email ? reply.user : undefined;
  rememberUser(user ? { email: user.email, name: user.name } : null);
  return { success: reply.success === true, authenticated: Boolean(user), user };
}

export const authStatusQueryOptions = () =>
  queryOptions({
    queryKey: authStatusQueryKey,
    queryFn: getAuthStatus,
  });

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedIn'; user: AuthUser | RememberedUser; offline: boolean }
  | { status: 'signedOut' };

/**
 * The auth state the shell renders from. With no network (fetch failed, no HTTP reply) the last
 * signed-in user stays signed in so offline notes stay reachable; the server still checks every call.
 */
export function useAuthState(): AuthState {
  const query = useQuery(authStatusQueryOptions());
  if (query.data) {
    return query.data.authenticated && query.data.user
      ? { status: 'signedIn', user: query.data.user, offline: false }
      : { status: 'signedOut' };
  }
  if (query.isError) {
    const remembered = errorStatus(query.error) === null ? readRememberedUser() : null;
    return remembered ? { status: 'signedIn', user: remembered, offline: true } : { status: 'signedOut' };
  }
  return { status: 'loading' };
}
