/** The sentence a student sees when an economy call fails: the server's own, else one in its voice. */
import { economyUiMessages } from '@medsutra/contract/economy-messages';
import { ApiError, errorStatus } from '@/lib/api-client';

export function errorSentence(error: unknown): string {
  const status = errorStatus(error);
  if (status === null) return economyUiMessages.states.offline;
  if (status === 401) return economyUiMessages.states.signInAgain;
  if (status >= 500) return economyUiMessages.states.server;
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
    } catch {
      // Not JSON: fall through to the general sentence.
    }
  }
  return economyUiMessages.states.server;
}
