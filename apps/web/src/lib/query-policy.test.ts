import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { queryRetryDelay, shouldRetryQuery } from './query-policy';

describe('query retry policy', () => {
  it('retries a server error or a network failure once, never twice', () => {
    expect(shouldRetryQuery(0, new ApiError(500, 'boom'))).toBe(true);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, 'boom'))).toBe(false);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('does not retry a 4xx reply except 408', () => {
    for (const status of [400, 401, 403, 404, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'no'))).toBe(false);
    }
    expect(shouldRetryQuery(0, new ApiError(408, 'timeout'))).toBe(true);
  });

  it('waits 500 ms, doubling, capped at 5 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(queryRetryDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });
});

describe('ApiError', () => {
  it("reads 'status: body' and carries the status", () => {
    const error = new ApiError(503, 'The database is not answering.');
    expect(error.message).toBe('503: The database is not answering.');
    expect(error.status).toBe(503);
    expect(error).toBeInstanceOf(Error);
  });
});
