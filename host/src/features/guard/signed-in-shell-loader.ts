import { lazy } from 'react';
import { withApiClient } from '../../lib/api-client';
import { settled } from '../../lib/settled';
import type ShellComponent from '../shell/signed-in-shell';

type Shell = { default: typeof ShellComponent };
let shell: Shell | undefined;

/**
 * The signed-in layout's code (antd, the design system and React Query come with it) and the
 * configured API client its screens call; webpack loads each once.
 */
export const loadSignedInShell = (): Promise<Shell> =>
  withApiClient(import('../shell/signed-in-shell')).then((m) => (shell = m));

/** The layout; once its code has loaded it renders in the same pass, without suspending. */
export const SignedInShell = lazy(() => (shell ? settled(shell) : loadSignedInShell()));
