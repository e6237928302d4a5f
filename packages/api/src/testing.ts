// For unit tests only (imported as '@gestion/api/testing', never by app code): failures shaped as
// the one axios instance rejects, so tests of error texts need no axios of their own.
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** A failed HTTP answer with this status and body, as `http` rejects it. */
export function httpErrorForTest(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR', config, null, response);
}

/** A call that got no answer at all, as `http` rejects it. */
export function networkErrorForTest(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK');
}
