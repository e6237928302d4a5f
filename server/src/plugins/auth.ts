import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type { TokenClaims } from '@gestion/contract/session';
import { AuthCache } from '../auth/auth-cache.js';
import type { AuthState, SessionState } from '../auth/auth-cache.js';
import type { ScryptParams } from '../config.js';
import { PasswordHasher } from '../auth/passwords.js';
import { SessionService } from '../auth/sessions.js';
import { TokenService } from '../auth/tokens.js';
import { isPermissionKey } from '../db/permission-catalogue.js';
import type { PermissionKey } from '../db/permission-catalogue.js';
import { forbidden, MESSAGES, unauthorized } from '../lib/http-errors.js';
import { grantedPermissionKeys } from '../repositories/permissions.js';
import { findSessionAuth, recordSessionUse } from '../repositories/sessions.js';

/**
 * What a route requires. Every route declares it in `config.access`:
 * - 'public': anyone, no token read;
 * - 'authenticated': a valid token of an active user;
 * - { permission }: that permission key (all of them, for a list); a superuser passes;
 * - { anyPermission }: at least one of those keys (a read that several screens need, each
 *   gated by its own permission); a superuser passes.
 */
export type Access =
  | 'public'
  | 'authenticated'
  | { permission: PermissionKey | readonly PermissionKey[] }
  | { anyPermission: readonly PermissionKey[] };

export interface AuthUser {
  id: number;
  username: string;
  is_superuser: boolean;
  token_version: number;
  /** Keys granted through groups and directly (empty for a superuser, who has them all). */
  permissions: ReadonlySet<string>;
  /** True when the user may act with this permission (always for a superuser). */
  has(permission: PermissionKey): boolean;
  /** Signed in with a temporary password (see `duringPasswordChange`). */
  must_change_password: boolean;
  /** The sign-in the request's token belongs to (its `sid`): logout ends it. */
  session_id: string;
  /**
   * A second factor is required of the user (superuser, or a group that requires it) and not
   * enrolled, while SEGUNDO_FACTOR_OBLIGATORIO holds: only `duringSecondFactorEnrolment` routes
   * serve them.
   */
  second_factor_pending: boolean;
}

export interface RouteAccessRecord {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Serves a user who must still change a temporary password: reading one's own session
     * (the host needs it to reach the change screen) and the change itself. Every other route
     * answers them 403 (a browser redirect alone would let any other client past it).
     */
    duringPasswordChange?: boolean;
    /**
     * Serves a user who must still enrol a second factor: their own session, profile and the
     * enrolment. Every other route answers them 403 (the profile is where they enrol).
     */
    duringSecondFactorEnrolment?: boolean;
  }
  interface FastifyRequest {
    /** The authenticated user; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    passwords: PasswordHasher;
    /** Every route registered, with the access it declared (see routes/route-access.test.ts). */
    routeAccess: RouteAccessRecord[];
    /** Users' token state and permissions, reused briefly (auth/auth-cache.ts). */
    authCache: AuthCache;
    /** Opens sessions (sign-in) and knows their last use (auth/sessions.ts). */
    sessions: SessionService;
  }
}

export interface AuthPluginOptions {
  /** How long a user's state is reused, ms (0: read on every request). */
  authCacheMs: number;
  jwtSecret: string;
  jwtAccessMinutes: number;
  /** A session unused this long is refused (SESION_INACTIVA_MIN). */
  sessionIdleMinutes: number;
  /** SEGUNDO_FACTOR_OBLIGATORIO: a required second factor not yet enrolled restricts the session. */
  secondFactorEnforced: boolean;
  scrypt: ScryptParams;
  /**
   * Routes that third-party plugins register (documentation, CORS preflight) cannot declare
   * their access: these URL prefixes are public. Anything else must declare.
   */
  publicPluginPrefixes?: readonly string[];
}

const SCHEMES = /^(?:JWT|Bearer)$/i;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function describe(access: Access): string {
  if (typeof access === 'string') return access;
  if ('anyPermission' in access) return `any permission of ${access.anyPermission.join(', ')}`;
  return `permission ${[access.permission].flat().join(', ')}`;
}

export function isValidAccess(access: unknown): access is Access {
  if (access === 'public' || access === 'authenticated') return true;
  if (!access || typeof access !== 'object') return false;
  let keys: unknown[];
  if ('permission' in access) keys = [(access as { permission: unknown }).permission].flat();
  else if ('anyPermission' in access && Array.isArray((access as { anyPermission: unknown }).anyPermission)) {
    keys = (access as { anyPermission: unknown[] }).anyPermission;
  } else return false;
  return keys.length > 0 && keys.every((k) => typeof k === 'string' && isPermissionKey(k));
}

/** Whether the user passes a permission rule (a superuser always does). */
function grants(user: AuthUser, access: Exclude<Access, 'public' | 'authenticated'>): boolean {
  if ('anyPermission' in access) return access.anyPermission.some((p) => user.has(p));
  return [access.permission].flat().every((p) => user.has(p));
}

/**
 * The session of the token and, when `withUser`, its user's state, from the database in one query
 * (plus the permission keys): only an active user's state is returned (and cached).
 */
async function loadSessionAuth(
  app: FastifyInstance,
  claims: TokenClaims,
  withUser: boolean,
): Promise<{ session?: SessionState; state?: AuthState }> {
  const ticket = app.authCache.ticket();
  const row = await findSessionAuth(app.db, claims.sid);
  if (!row) return {};
  const session: SessionState = { user_id: row.user_id, ended: row.ended_at !== null, recorded: row.last_seen_at.getTime() };
  app.authCache.setSession(claims.sid, session, ticket);
  if (!withUser || !row.is_active) return { session };
  // Two small queries, not one with the keys as an embedded array: the embedded form measured
  // ~25% slower on users/me (p50 ~28 ms against ~22 ms, 10 callers, PGlite).
  const permissions: ReadonlySet<string> = row.is_superuser ? new Set() : new Set(await grantedPermissionKeys(app.db, row.user_id));
  const state: AuthState = {
    id: row.user_id,
    username: row.username,
    is_superuser: row.is_superuser,
    token_version: row.token_version,
    permissions,
    must_change_password: row.must_change_password,
    second_factor_missing: row.second_factor_missing,
  };
  app.authCache.set(state, ticket);
  return { session, state };
}

/** The user for the request's token; throws 401 when there is none or it is not valid. */
async function authenticate(request: FastifyRequest, secondFactorEnforced: boolean): Promise<AuthUser> {
  const app = request.server;
  const header = request.headers.authorization;
  if (!header) throw unauthorized(MESSAGES.notAuthenticated);
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!scheme || !SCHEMES.test(scheme)) throw unauthorized(MESSAGES.notAuthenticated);
  if (!token || rest.length > 0) throw unauthorized(MESSAGES.invalidToken);
  const now = Date.now();
  const claims = await app.tokens.verify(token, now);
  if (!claims) throw unauthorized(MESSAGES.invalidToken);
  const { sid } = claims;
  // A cached state of another token version proves nothing (the token may be newer): reload.
  let state = app.authCache.get(claims.user_id, now);
  const userStale = !state || state.token_version !== claims.tv;
  let session = app.authCache.getSession(sid, now);
  let fresh = false;
  if (!session || userStale) {
    const loaded = await loadSessionAuth(app, claims, userStale);
    session = loaded.session;
    if (userStale) state = loaded.state;
    fresh = true;
  }
  if (!session || session.ended || session.user_id !== claims.user_id) throw unauthorized(MESSAGES.invalidToken);
  const { activity } = app.sessions;
  if (activity.isIdle(sid, session.recorded, now) && !fresh) {
    // Another process may have served (and recorded) a later use: the database decides.
    session = (await loadSessionAuth(app, claims, false)).session;
    if (!session || session.ended) throw unauthorized(MESSAGES.invalidToken);
  }
  if (activity.isIdle(sid, session.recorded, now)) throw unauthorized(MESSAGES.invalidToken);
  if (!state || state.token_version !== claims.tv) throw unauthorized(MESSAGES.invalidToken);
  if (activity.use(sid, session.recorded, now)) {
    const at = new Date(now);
    try {
      await recordSessionUse(app.db, sid, at, new Date(now - activity.recordEveryMs));
    } catch (err) {
      // Unrecorded, the use only makes other processes end the session a little early.
      request.log.warn({ err }, 'session use not recorded');
    }
  }
  const { is_superuser, permissions } = state;
  return {
    id: state.id,
    username: state.username,
    is_superuser,
    token_version: state.token_version,
    permissions,
    has: (permission) => is_superuser || permissions.has(permission),
    must_change_password: state.must_change_password,
    session_id: sid,
    second_factor_pending: secondFactorEnforced && state.second_factor_missing,
  };
}

/** Marks a route's options as serving a user who must still change a temporary password. */
export function duringPasswordChange<T extends { config: { access: Access } }>(options: T): T {
  return { ...options, config: { ...options.config, duringPasswordChange: true } };
}

/** Marks a route's options as serving a user who must still enrol a required second factor. */
export function duringSecondFactorEnrolment<T extends { config: { access: Access } }>(options: T): T {
  return { ...options, config: { ...options.config, duringSecondFactorEnrolment: true } };
}

/** The signed-in user of a route that is not public (a programming error otherwise). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized(MESSAGES.notAuthenticated);
  return request.user;
}

export default fp<AuthPluginOptions>(
  async (app, opts) => {
    const tokens = new TokenService(opts.jwtSecret, opts.jwtAccessMinutes);
    app.decorate('tokens', tokens);
    app.decorate('sessions', new SessionService(app.db, tokens, opts.sessionIdleMinutes));
    app.decorate('passwords', new PasswordHasher(opts.scrypt));
    app.decorate('routeAccess', [] as RouteAccessRecord[]);
    app.decorate('authCache', new AuthCache(opts.authCacheMs));
    // Any request that may have written (whatever it is, new routes included) empties the
    // cache after its handler ran and before its answer leaves (auth/auth-cache.ts).
    app.addHook('onSend', async (request) => {
      if (!READ_ONLY_METHODS.has(request.method)) app.authCache.clear();
    });
    // And once more when it is over: cheap, and it covers an answer that was never sent.
    app.addHook('onResponse', async (request) => {
      if (!READ_ONLY_METHODS.has(request.method)) app.authCache.clear();
    });
    app.decorateRequest('user', null);

    const pluginPrefixes = opts.publicPluginPrefixes ?? [];
    app.addHook('onRoute', (route) => {
      let access = route.config?.access;
      const pluginRoute = route.url === '*' || pluginPrefixes.some((p) => route.url.startsWith(p));
      if (access === undefined && pluginRoute) {
        access = 'public';
        route.config = { ...route.config, access };
      }
      if (access !== undefined && !isValidAccess(access)) {
        throw new Error(`Route ${String(route.method)} ${route.url}: invalid access declaration ${JSON.stringify(access)}`);
      }
      for (const method of [route.method].flat() as HTTPMethods[]) {
        app.routeAccess.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === undefined) {
        // Fails closed: a route that forgot its declaration serves no one.
        request.log.error({ url: request.routeOptions.url }, 'route without access declaration');
        throw forbidden();
      }
      if (access === 'public') return;
      const user = await authenticate(request, opts.secondFactorEnforced);
      request.user = user;
      const { config } = request.routeOptions;
      if (user.must_change_password && !config.duringPasswordChange) throw forbidden(MESSAGES.mustChangePassword);
      if (user.second_factor_pending && !config.duringSecondFactorEnrolment) throw forbidden(MESSAGES.secondFactorRequired);
      if (access === 'authenticated') return;
      if (!grants(user, access)) {
        request.log.info({ user: user.username, needs: describe(access) }, 'permission denied');
        throw forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
