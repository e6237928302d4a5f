import fp from 'fastify-plugin';
import { AUTH_CHANGES_CHANNEL } from '../auth/auth-changes.js';

/**
 * Empties the session cache when any process announces a change of a user's session or
 * permissions (auth/auth-changes.ts), and whenever the listener lost its connection (what was
 * announced meanwhile is unknown). AUTH_CACHE_MS still bounds how long a missed announcement
 * could matter.
 */
export default fp(
  async (app) => {
    await app.dbListen(
      AUTH_CHANGES_CHANNEL,
      (subject) => {
        app.authCache.clear();
        app.log.debug({ subject }, 'auth change announced: session cache emptied');
      },
      () => {
        app.authCache.clear();
        app.log.info('auth change listener (re)connected: session cache emptied');
      },
    );
  },
  { name: 'auth-sync', dependencies: ['db', 'auth'] },
);
