import { loadSignIn } from '../auth/sign-in-loader';
import { loadSignedInShell } from '../guard/signed-in-shell-loader';
import { runWhenIdle, type Idle } from './when-idle';

/**
 * While the login page sits idle after it is usable (a person typing): the sign-in's code and
 * the API client, the signed-in layout (antd and the design system come with it), then the home
 * screen's remote and every area's entry. Each in its own idle period, dynamic scripts (low priority); the click on 'Ingresar' then
 * waits only for the session and the dashboard's data. Returns the stop (the page was left).
 */
export function warmSignedIn(idle?: Idle): () => void {
  return runWhenIdle(
    [loadSignIn, loadSignedInShell, () => import('./preloader').then(({ warmHomeAndAreas }) => warmHomeAndAreas())],
    idle,
  );
}
