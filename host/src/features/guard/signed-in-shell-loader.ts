import { lazy } from 'react';
import { settled } from '../../lib/settled';
import type ShellComponent from '../shell/signed-in-shell';

type Shell = { default: typeof ShellComponent };
let shell: Shell | undefined;

/** The signed-in layout's code (antd and the design system come with it); webpack loads it once. */
export const loadSignedInShell = (): Promise<Shell> => import('../shell/signed-in-shell').then((m) => (shell = m));

/** The layout; once its code has loaded it renders in the same pass, without suspending. */
export const SignedInShell = lazy(() => (shell ? settled(shell) : loadSignedInShell()));
