/** POST /api/auth/verify-email (the emailed link's token) and POST /api/auth/verify-email/resend. */

import type { MessageReply } from '@medsutra/contract/auth/api';
import { emailVerificationApiPaths } from '@medsutra/contract/email-verification/rules';
import { api } from '@/lib/api-client';

export function verifyEmail(token: string) {
  return api.post<MessageReply>(emailVerificationApiPaths.verify, { token });
}

export function resendVerificationEmail() {
  return api.post<MessageReply>(emailVerificationApiPaths.resend, {});
}
