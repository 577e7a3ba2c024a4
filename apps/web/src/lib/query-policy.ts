/** The query retry policy (docs/product-rules.md, The app shell), as pure functions the QueryClient uses. */
import { QUERY_MAX_RETRIES, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from '@medsutra/contract/timings';
import { errorStatus } from './api-client';

/** Retry at most once; never for a 4xx reply except 408 Request Timeout. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  const status = errorStatus(error);
  if (status !== null && status >= 400 && status < 500 && status !== 408) return false;
  return true;
}

/** 500 ms, doubling per attempt, never more than 5 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}
