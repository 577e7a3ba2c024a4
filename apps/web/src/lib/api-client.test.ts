import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessage, errorCode, errorStatus } from './api-client';
import { errorReply, failureSentence } from './api-failure';

const reply = (status: number, body: object) => new ApiError(status, JSON.stringify(body));
const network = new TypeError('Failed to fetch');

describe('ApiError reads the error shape once', () => {
  it('keeps the status, the sentence, the code and the request id', () => {
    const error = reply(409, {
      success: false,
      message: 'Insufficient Med Coins',
      error: 'insufficient_coins',
      requestId: 'req-1',
      balance: 50,
    });
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('Insufficient Med Coins');
    expect(error.code).toBe('insufficient_coins');
    expect(error.requestId).toBe('req-1');
    expect(errorCode(error)).toBe('insufficient_coins');
    expect(errorReply(error)?.balance).toBe(50);
    expect(apiErrorMessage(error)).toBe('Insufficient Med Coins');
  });

  it('has no fields for a reply that is not JSON, and nothing at all for a network failure', () => {
    const proxy = new ApiError(502, '<html>Bad gateway</html>');
    expect([proxy.serverMessage, proxy.code, proxy.reply]).toEqual([null, null, null]);
    expect(errorStatus(network)).toBeNull();
    expect(errorCode(network)).toBeNull();
    expect(apiErrorMessage(network)).toBeNull();
  });

  it('treats a blank message as no message', () => {
    expect(reply(400, { success: false, message: '  ' }).serverMessage).toBeNull();
  });
});

describe('failureSentence', () => {
  const fallbacks = {
    refused: 'Refused.',
    unreachable: 'Offline.',
    signedOut: 'Sign in again.',
    serverFault: 'Server.',
  };

  it("is the server's sentence for a refusal", () => {
    expect(failureSentence(reply(403, { message: 'You can only see your own account.' }), fallbacks)).toBe(
      'You can only see your own account.',
    );
  });

  it('falls back when the server answered without a sentence, or not at all', () => {
    expect(failureSentence(new ApiError(400, 'Bad Request'), fallbacks)).toBe('Refused.');
    expect(failureSentence(network, fallbacks)).toBe('Offline.');
    expect(failureSentence(network, 'One for both.')).toBe('One for both.');
  });

  it('uses the given sentences for 401 and 5xx over the server’s', () => {
    expect(failureSentence(reply(401, { message: 'x' }), fallbacks)).toBe('Sign in again.');
    expect(failureSentence(reply(500, { message: 'boom' }), fallbacks)).toBe('Server.');
    expect(failureSentence(reply(500, { message: 'boom' }), 'Plain.')).toBe('boom');
  });
});
