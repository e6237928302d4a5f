import { preloadableLazy } from '../../lib/preloadable-lazy';

/** The signed-in layout (antd and the design system come with it): one load for every caller. */
export const signedInShell = preloadableLazy(() => import('../shell/signed-in-shell'));
