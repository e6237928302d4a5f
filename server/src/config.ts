import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.js';
import { validatePassword } from './auth/password-validation.js';

export interface ScryptParams {
  /** CPU/memory cost, a power of two */
  N: number;
  r: number;
  p: number;
}

export interface LoginThrottleConfig {
  maxPerUser: number;
  userWindowMinutes: number;
  maxPerIp: number;
  ipWindowMinutes: number;
}

/**
 * Wrong current passwords at change-password allowed per user in a window; the address's limit is
 * the sign-in's (LoginThrottleConfig), counting every wrong password from it.
 */
export interface PasswordChangeThrottleConfig {
  maxPerUser: number;
  userWindowMinutes: number;
}

/** Self-registrations allowed per address per window: each one sends a mail. */
export interface RegistrationThrottleConfig {
  maxPerIp: number;
  windowMinutes: number;
}

/** Password reset requests (each may send a mail) allowed per email and per address per window. */
export interface PasswordResetConfig {
  maxPerEmail: number;
  maxPerIp: number;
  windowMinutes: number;
}

export type DatabaseConfig =
  | {
      driver: 'pglite';
      /** null: in memory */
      dataDir: string | null;
      /** a tarball (PGlite dumpDataDir) to start a new database from; tests use a migrated one */
      snapshot?: string;
    }
  | {
      driver: 'postgres';
      url: string;
      /** Connections this process may open (PG_POOL_MAX); the fleet's total must stay under PostgreSQL's max_connections. */
      poolMax?: number;
    };

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Every statement on PostgreSQL is cancelled after this long (ms, 0: never). */
  statementTimeoutMs: number;
  /** How long a user's token state and permissions are reused within this process (ms, 0: never). */
  authCacheMs: number;
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before closing (ms). */
  shutdownGraceMs: number;
  /** Prometheus metrics: on a port of their own (METRICS_PORT), and/or at /metrics with a bearer token (METRICS_TOKEN). */
  metrics: { port: number | null; token: string | null };
  dataDir: string;
  jwtSecret: string;
  jwtAccessMinutes: number;
  /** A session unused this long is refused (SESION_INACTIVA_MIN), besides the token's lifetime. */
  sessionIdleMinutes: number;
  adminUsername: string;
  /** null: create admin/admin with must_change_password */
  adminPassword: string | null;
  seedDemo: boolean;
  appUrl: string;
  corsOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  /** NODE_ENV=development: the log may show a mail's secrets (activation links); never otherwise. */
  mailLogSecrets: boolean;
  loginThrottle: LoginThrottleConfig;
  passwordChangeThrottle: PasswordChangeThrottleConfig;
  registrationThrottle: RegistrationThrottleConfig;
  passwordReset: PasswordResetConfig;
  /** SEGUNDO_FACTOR_OBLIGATORIO: a required second factor not yet enrolled sends its user to enrol after sign-in. */
  secondFactorEnforced: boolean;
  /** how long an activation link works */
  activationTokenHours: number;
  /** days a registration may stay pending (never activated) before it is deleted, freeing its username and email */
  registroDias: number;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or a comma list of addresses and ranges (see trustProxyOf). */
  trustProxy: false | number | string;
  scrypt: ScryptParams;
  /** Which draw sources (`fuente_url`) the server reads: src/areas/rodox/domain/fuente-policy.ts. */
  rodoxFuentes: { carpeta: string; privadas: boolean };
  /** History entries older than this many days are purged (plugins/historial-retention.ts); null: kept forever. */
  historiaDias: number | null;
  /** Unconfirmed chunked imports of prices one user may hold at once. */
  importacionesMaxPorUsuario: number;
  /** The embedded database's vacuum and statistics (plugins/db-upkeep.ts); always on but in the tests. */
  dbUpkeep: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function num(env: Env, name: string, fallback: number, { min = 0, integer = true } = {}): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new ConfigError(`${name} must be ${integer ? 'an integer' : 'a number'} >= ${min} (got "${raw}")`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1/0/true/false (got "${raw}")`);
}

export function defaultCorsOrigins(appUrl: string): string[] {
  const origins = new Set<string>([new URL(appUrl).origin]);
  for (let port = 3000; port <= 3005; port++) {
    origins.add(`http://localhost:${port}`);
    origins.add(`http://127.0.0.1:${port}`);
  }
  return [...origins];
}

/** HS256's key at least as long as its hash (RFC 7518 section 3.2). */
export const MIN_JWT_SECRET_BYTES = 32;

/** The secret from JWT_SECRET, else one generated at the first start and kept in the data folder. */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Names proxy-addr accepts for ranges (loopback 127.0.0.1/8 and ::1, link-local, unique-local/private). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For is believed (the client address the sign-in and
 * registration limits count). Unset or 0: none. A number: that many hops in front of the server,
 * so 1 (or true) believes only the address the proxy in front saw, the last one of the header, and
 * never what a client wrote before it. A comma list of addresses or CIDR ranges (or loopback,
 * linklocal, uniquelocal): the proxies at those addresses, however many.
 */
function trustProxyOf(env: Env): false | number | string {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === undefined || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return 1;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a hop count from 0 to 10 or a list of addresses/CIDR ranges (got "${raw}")`);
    return hops;
  }
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean);
  const bad = entries.filter((e) => !validRange(e));
  if (entries.length === 0 || bad.length > 0) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma list of addresses/CIDR ranges (not understood: "${bad.join(', ') || raw}")`);
  }
  return entries.join(',');
}

/** OWASP's current minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1. */
export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/**
 * PASSWORD_SCRYPT_N may only raise the cost: a power of two from PRODUCTION_SCRYPT.N to 2^20.
 * (The tests' cheaper cost is set in code, test-utils.ts TEST_SCRYPT, never from the environment.)
 */
function scryptN(env: Env): number {
  const n = num(env, 'PASSWORD_SCRYPT_N', PRODUCTION_SCRYPT.N, { min: PRODUCTION_SCRYPT.N });
  if (n > 2 ** 20 || (n & (n - 1)) !== 0) {
    throw new ConfigError(`PASSWORD_SCRYPT_N must be a power of two from ${PRODUCTION_SCRYPT.N} to ${2 ** 20} (got "${n}")`);
  }
  return n;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(str(env, 'DATA_DIR') ?? path.join(REPO_ROOT, '.data'));
  const databaseUrl = str(env, 'DATABASE_URL');
  const appUrl = str(env, 'APP_URL') ?? 'http://localhost:3000';
  try {
    new URL(appUrl);
  } catch {
    throw new ConfigError(`APP_URL must be an absolute URL (got "${appUrl}")`);
  }
  const corsList = str(env, 'CORS_ORIGINS')
    ?.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const jwtSecret = str(env, 'JWT_SECRET') ?? loadOrCreateJwtSecret(dataDir);
  // HS256 with a short secret can be brute-forced offline from any one token; RFC 7518 asks for
  // at least the hash's size.
  const secretBytes = Buffer.byteLength(jwtSecret, 'utf8');
  if (secretBytes < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (got ${secretBytes}): generate one with "openssl rand -base64 48", or unset it to have one generated into DATA_DIR`,
    );
  }
  const adminUsername = str(env, 'ADMIN_USERNAME') ?? 'admin';
  const adminPassword = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null;
  const weak = adminPassword === null ? [] : validatePassword(adminPassword, { username: adminUsername });
  if (weak.length > 0) {
    throw new ConfigError(
      `ADMIN_PASSWORD does not meet the password policy: ${weak.join(' ')} Choose another, or unset it (the first start then creates ${adminUsername}/admin with a forced change)`,
    );
  }
  return {
    port: num(env, 'PORT', 8000, { min: 0 }),
    host: str(env, 'HOST') ?? '0.0.0.0',
    database: databaseUrl
      ? { driver: 'postgres', url: databaseUrl, poolMax: num(env, 'PG_POOL_MAX', 10, { min: 1 }) }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'pg') },
    statementTimeoutMs: num(env, 'STATEMENT_TIMEOUT_MS', 10_000),
    authCacheMs: num(env, 'AUTH_CACHE_MS', 5_000),
    shutdownGraceMs: num(env, 'SHUTDOWN_GRACE_MS', 0),
    metrics: {
      port: str(env, 'METRICS_PORT') === undefined ? null : num(env, 'METRICS_PORT', 0, { min: 1 }),
      token: str(env, 'METRICS_TOKEN') ?? null,
    },
    dataDir,
    jwtSecret,
    jwtAccessMinutes: num(env, 'JWT_ACCESS_MINUTES', 480, { min: 0.01, integer: false }),
    sessionIdleMinutes: num(env, 'SESION_INACTIVA_MIN', 60, { min: 1, integer: false }),
    adminUsername,
    adminPassword,
    seedDemo: bool(env, 'SEED_DEMO', true),
    appUrl: appUrl.replace(/\/+$/, ''),
    corsOrigins: corsList && corsList.length > 0 ? corsList : defaultCorsOrigins(appUrl),
    smtpUrl: str(env, 'SMTP_URL') ?? null,
    mailFrom: str(env, 'MAIL_FROM') ?? 'no-reply@localhost',
    mailLogSecrets: str(env, 'NODE_ENV') === 'development',
    loginThrottle: {
      maxPerUser: num(env, 'LOGIN_MAX_PER_USER', 5, { min: 1 }),
      userWindowMinutes: num(env, 'LOGIN_USER_WINDOW_MIN', 15, { min: 0.01, integer: false }),
      maxPerIp: num(env, 'LOGIN_MAX_PER_IP', 30, { min: 1 }),
      ipWindowMinutes: num(env, 'LOGIN_IP_WINDOW_MIN', 10, { min: 0.01, integer: false }),
    },
    passwordChangeThrottle: {
      maxPerUser: num(env, 'PASSWORD_CHANGE_MAX_PER_USER', 5, { min: 1 }),
      userWindowMinutes: num(env, 'PASSWORD_CHANGE_WINDOW_MIN', 15, { min: 0.01, integer: false }),
    },
    registrationThrottle: {
      maxPerIp: num(env, 'REGISTER_MAX_PER_IP', 10, { min: 1 }),
      windowMinutes: num(env, 'REGISTER_IP_WINDOW_MIN', 60, { min: 0.01, integer: false }),
    },
    passwordReset: {
      maxPerEmail: num(env, 'RESET_MAX_PER_EMAIL', 3, { min: 1 }),
      maxPerIp: num(env, 'RESET_MAX_PER_IP', 10, { min: 1 }),
      windowMinutes: num(env, 'RESET_WINDOW_MIN', 60, { min: 0.01, integer: false }),
    },
    secondFactorEnforced: bool(env, 'SEGUNDO_FACTOR_OBLIGATORIO', true),
    activationTokenHours: num(env, 'ACTIVATION_TOKEN_HOURS', 72, { min: 0.01, integer: false }),
    registroDias: num(env, 'REGISTRO_DIAS', 7, { min: 0.01, integer: false }),
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    trustProxy: trustProxyOf(env),
    scrypt: { ...PRODUCTION_SCRYPT, N: scryptN(env) },
    rodoxFuentes: {
      carpeta: path.resolve(str(env, 'RODOX_FUENTES_DIR') ?? path.join(dataDir, 'fuentes')),
      privadas: bool(env, 'RODOX_FUENTES_PRIVADAS', false),
    },
    historiaDias: str(env, 'HISTORIA_DIAS') === undefined ? null : num(env, 'HISTORIA_DIAS', 0, { min: 1 }),
    importacionesMaxPorUsuario: num(env, 'IMPORTACIONES_MAX_POR_USUARIO', 3, { min: 1 }),
    dbUpkeep: true,
  };
}
