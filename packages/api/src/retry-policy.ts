import { errorStatus } from './error-message';

/** A 4xx answer will not change by asking again (403, 404): retry only network and 5xx failures, once. */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
