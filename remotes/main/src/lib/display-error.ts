import { errorMessage } from '@gestion/api';

/** For the tables' error panel: the server's `detail` rather than axios' 'Request failed…'. */
export function displayError(err: unknown): Error | null {
  if (!err) return null;
  return new Error(errorMessage(err, 'Error desconocido.'));
}
