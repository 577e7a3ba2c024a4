/**
 * Gives a signed-in page the student's email from the auth state, so feature pages need not
 * import the auth feature. Route guards have already checked that someone is signed in.
 */
import type { ComponentType, ReactNode } from 'react';
import { useAuthState } from '@/features/auth/api/get-auth-status';

export function SignedInPage({
  page: Page,
  path,
}: {
  page: ComponentType<{ email: string; path: string }>;
  /** The route's path pattern, for a chunk that serves several routes (the economy's). */
  path: string;
}): ReactNode {
  const auth = useAuthState();
  if (auth.status !== 'signedIn') return null;
  return <Page email={auth.user.email.trim().toLowerCase()} path={path} />;
}
