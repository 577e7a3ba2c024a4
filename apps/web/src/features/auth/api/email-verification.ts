/** POST /api/auth/verify-email (the emailed link's token) and POST /api/auth/verify-email/resend. */
import { emailVerificationApiPaths } from '@medsutra/contract/email-verification';
import { api } from '@/lib/api-client';
import type { MessageReply } from './types';

export function verifyEmail(token: string) {
  return api.post<MessageReply>(emailVerificationApiPaths.verify, { token });
}

export function resendVerificationEmail() {
  return api.post<MessageReply>(emailVerificationApiPaths.resend, {});
}
