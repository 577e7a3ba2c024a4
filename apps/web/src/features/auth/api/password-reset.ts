/** POST /api/auth/forgot-password and POST /api/auth/reset-password. */

import type { MessageReply } from '@medsutra/contract/auth/api';
import { authApiPaths } from '@medsutra/contract/auth/paths';
import { api } from '@/lib/api-client';

export function requestPasswordReset(email: string) {
  return api.post<MessageReply>(authApiPaths.forgotPassword, { email });
}

export function resetPassword(input: { token: string; password: string; confirmPassword: string }) {
  return api.post<MessageReply>(authApiPaths.resetPassword, input);
}
