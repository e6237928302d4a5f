import { withApiClient } from '../../lib/api-client';
import type * as SignIn from './sign-in';

/**
 * The sign-in's code with the API client (axios) configured. Not part of the login page's first
 * draw (on a branch office's slow line, every byte of it is waited for): the page asks for it while
 * the person types (warm-signed-in.ts), and at the latest on 'Ingresar'. Webpack loads it once.
 */
export const loadSignIn = (): Promise<typeof SignIn> => withApiClient(import('./sign-in'));
