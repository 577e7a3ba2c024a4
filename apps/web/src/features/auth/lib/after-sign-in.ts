/**
 * What follows every sign-in and sign-up (docs/product-rules.md, Signing in on the web): store the user, start a server
 * session (or keep one locally), warm the chat identity, check the plan after 100 ms (and again,
 * forced, after 2 s if it has not loaded), and download the purchased PDFs after 1 s.
 * Callers import this file on demand, so none of it (nor the plan table the plan check reads) is
 * in any page's first load; nothing may import it statically from the app shell.
 */
import { authTimings } from '@medsutra/contract/auth/rules';
import type { QueryClient } from '@tanstack/react-query';
import { rememberUser } from '@/lib/storage';
import { createClientSession, getChatIdentity } from '../api/create-session';
import { authStatusQueryKey } from '../api/get-auth-status';
import { planFeaturesQueryOptions } from '../api/plan-features';
import { readStoredUser, type StoredUser, storeSignedInUser } from './auth-storage';
import { resumePurchasedPdfDownloads } from './resume-purchased-pdfs';

export function schedulePlanChecks(queryClient: QueryClient, email: string) {
  const options = planFeaturesQueryOptions(email);
  const stillSignedIn = () => readStoredUser()?.email === email;
  setTimeout(() => {
    if (stillSignedIn()) void queryClient.prefetchQuery(options);
  }, authTimings.planCheck);
  setTimeout(() => {
    if (!stillSignedIn()) return;
    const state = queryClient.getQueryState(options.queryKey);
    const stillFree = (state?.data?.plan ?? 'Free') === 'Free';
    if (stillFree && state?.status !== 'success') void queryClient.refetchQueries({ queryKey: options.queryKey });
  }, authTimings.planForcedRecheck);
}

export function afterSignIn(queryClient: QueryClient, user: StoredUser, fingerprint: string) {
  storeSignedInUser(user, fingerprint);
  rememberUser({ email: user.email, name: user.name });
  queryClient.setQueryData(authStatusQueryKey, { success: true, authenticated: true, user });
  void createClientSession({
    userEmail: user.email,
    deviceFingerprint: fingerprint,
    deviceInfo: { userAgent: navigator.userAgent, platform: navigator.platform, language: navigator.language },
    sessionData: { signedInAt: new Date().toISOString() },
  }).then((token) => (token ? getChatIdentity(user.id) : null));
  schedulePlanChecks(queryClient, user.email);
  setTimeout(() => {
    // Not for a user who has signed out again in the meantime.
    if (readStoredUser()?.email === user.email) resumePurchasedPdfDownloads(user.email);
  }, authTimings.purchasedPdfsAfterSignIn);
}
