import { mindmapMessages } from '@medsutra/contract/mindmaps';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { failureReply, failureSentence } from './failure-sentence';

const fallbacks = { refused: mindmapMessages.generationFailedFallback, unreachable: mindmapMessages.generationError };

describe('the sentence of a failed call', () => {
  it("is the server's message when it sent one", () => {
    const error = new ApiError(400, JSON.stringify({ success: false, message: mindmapMessages.topicTooLong }));
    expect(failureSentence(error, fallbacks)).toBe(mindmapMessages.topicTooLong);
  });

  it('is the refusal fallback when the server answered without a message', () => {
    expect(failureSentence(new ApiError(502, '<html>Bad gateway</html>'), fallbacks)).toBe('Mindmap generation failed');
    expect(failureSentence(new ApiError(500, JSON.stringify({ success: false })), fallbacks)).toBe(
      'Mindmap generation failed',
    );
  });

  it('is the error fallback when no answer came', () => {
    expect(failureSentence(new TypeError('Failed to fetch'), fallbacks)).toBe(
      'An error occurred during mindmap generation',
    );
  });

  it('exposes the reply fields, such as the balance of an insufficient-coins refusal', () => {
    const body = { success: false, message: 'Insufficient Med Coins', balance: 50 };
    expect(failureReply(new ApiError(409, JSON.stringify(body)))).toEqual(body);
    expect(failureReply(new Error('x'))).toBeNull();
  });
});
