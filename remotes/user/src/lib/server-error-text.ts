import { errorMessage } from '@gestion/api';
import axios from 'axios';

/**
 * The server's `detail` (or first field error) when it sent one, else `fallback`. Only HTTP
 * failures are read: errorMessage would show any other error's own (English) message.
 */
export function serverErrorText(err: unknown, fallback: string): string {
  return axios.isAxiosError(err) ? errorMessage(err, fallback) : fallback;
}
