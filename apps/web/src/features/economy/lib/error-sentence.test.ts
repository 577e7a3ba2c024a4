import { economyUiMessages } from '@medsutra/contract/economy-messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorSentence } from './error-sentence';

describe('the sentence shown for a failed economy call', () => {
  it('is the server message for a refusal, and never a bare status code', () => {
    const refused = new ApiError(
      403,
      JSON.stringify({ success: false, message: 'You can only see your own account.' }),
    );
    expect(errorSentence(refused)).toBe('You can only see your own account.');
    expect(errorSentence(new ApiError(400, 'Bad Request'))).toBe(economyUiMessages.states.server);
    expect(errorSentence(new ApiError(500, '{"message":"boom"}'))).toBe(economyUiMessages.states.server);
  });

  it('says offline for a network failure and asks to sign in for 401', () => {
    expect(errorSentence(new TypeError('Failed to fetch'))).toBe(economyUiMessages.states.offline);
    expect(errorSentence(new ApiError(401, '{}'))).toBe(economyUiMessages.states.signInAgain);
  });
});
