import { errorMessage } from '@gestion/api';
import axios from 'axios';

/**
 * The server's `detail` (or first field error) when it sent one, else `fallback`. Unlike
 * errorMessage it never shows axios' English 'Request failed with status code …'.
 */
export function serverErrorText(err: unknown, fallback: string): string {
  if (!axios.isAxiosError(err) || !err.response) return fallback;
  const text = errorMessage(err, fallback);
  return text === err.message ? fallback : text;
}
