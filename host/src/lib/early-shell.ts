import { sessionStore } from '@gestion/session';
import { loadSignedInShell } from '../features/guard/signed-in-shell-loader';

// The bootstrap's first import, so this runs before the rest of its modules and the shared ones
// (React DOM...) are evaluated, ~50 ms of main thread on a revisit: a returning user's layout
// chunks (antd comes with them) are read from the cache meanwhile, where start() asked for them
// only afterwards. Their evaluation still follows start() (a later task).
if (sessionStore.getState().token) void loadSignedInShell().catch(() => undefined);
