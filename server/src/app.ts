import Fastify from 'fastify';
import type { FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { bootstrap } from './bootstrap.js';
import type { Config } from './config.js';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits.js';
import { validatorCompiler } from './lib/validator.js';
import { Mailer } from './mail.js';
import authPlugin from './plugins/auth.js';
import authSyncPlugin from './plugins/auth-sync.js';
import metricsPlugin from './plugins/metrics.js';
import corsPlugin from './plugins/cors.js';
import dbPlugin from './plugins/db.js';
import dbUpkeepPlugin from './plugins/db-upkeep.js';
import errorsPlugin from './plugins/errors.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import compressionPlugin from './plugins/compression.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import requestLogPlugin, { requestIdOptions } from './plugins/request-log.js';
import shutdownPlugin from './plugins/shutdown.js';
import historialRetentionPlugin from './plugins/historial-retention.js';
import swaggerPlugin, { DOCS_PREFIX } from './plugins/swagger.js';
import routes from './routes/index.js';


declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
  }
}

export interface AppOptions {
  config: Config;
  /** Fastify's logger option; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Registered after the routes (tests use it to add routes of their own). */
  plugins?: readonly FastifyPluginAsync[];
  /** Runs after the database connections are closed by `app.close()`. */
  afterDatabaseClose?: () => Promise<void>;
}

export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.current_password',
  '*.body.password',
  '*.body.current_password',
];

/** A hop count as proxy-addr reads one: the socket's address and the `hops - 1` before it are proxies. */
export const trustProxyOption = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (trust > 0 ? (_address: string, hop: number) => hop < trust : false) : trust;

export async function buildApp({ config, logger, plugins = [], afterDatabaseClose }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[oculto]' } },
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Per route (lib/body-limits.ts): forms get this, batch routes what their schema can hold.
    bodyLimit: DEFAULT_BODY_LIMIT,
    pluginTimeout: 120_000,
    ...requestIdOptions,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.decorate('config', config);
  await app.register(errorsPlugin);
  await app.register(requestLogPlugin);
  await app.register(shutdownPlugin);
  await app.register(securityHeadersPlugin, { docsPrefix: DOCS_PREFIX });
  await app.register(compressionPlugin);
  // Before auth and rate limiting: their 401/403/429 answers need the CORS headers too, or the
  // browser reports a network error instead of the status (and a 401 could not sign anyone out).
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(dbPlugin, { database: config.database, statementTimeoutMs: config.statementTimeoutMs, ...(afterDatabaseClose ? { afterClose: afterDatabaseClose } : {}) });
  await app.register(authPlugin, {
    authCacheMs: config.authCacheMs,
    jwtSecret: config.jwtSecret,
    jwtAccessMinutes: config.jwtAccessMinutes,
    sessionIdleMinutes: config.sessionIdleMinutes,
    secondFactorEnforced: config.secondFactorEnforced,
    scrypt: config.scrypt,
    publicPluginPrefixes: [DOCS_PREFIX],
  });
  await app.register(authSyncPlugin);
  await app.register(metricsPlugin, { ...config.metrics, host: config.host });
  await app.register(rateLimitPlugin, {
    loginThrottle: config.loginThrottle,
    passwordChangeThrottle: config.passwordChangeThrottle,
    registrationThrottle: config.registrationThrottle,
  });
  await app.register(swaggerPlugin);

  const mailer = new Mailer(app.db, app.log, config.smtpUrl, config.mailFrom, config.mailLogSecrets);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  await bootstrap(app.db, app.passwords, app.log, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
  });

  await app.register(routes);
  await app.register(historialRetentionPlugin);
  await app.register(dbUpkeepPlugin);
  for (const plugin of plugins) await app.register(plugin);
  return app;
}
