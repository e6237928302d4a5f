import { createRequire } from 'node:module';
import { buildApp } from './app.js';
import { chooseScryptEngine } from './auth/passwords.js';
import { ConfigError, loadConfig } from './config.js';
import type { Config } from './config.js';
import { LOG_REDACT } from './app.js';

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function loggerOptions(config: Config) {
  const pretty = process.env.LOG_PRETTY ? process.env.LOG_PRETTY === '1' : process.stdout.isTTY && prettyAvailable();
  return {
    level: config.logLevel,
    redact: { paths: LOG_REDACT, censor: '[oculto]' },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuración inválida: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const app = await buildApp({ config, logger: loggerOptions(config) });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Out of rotation first (/readyz 503), still serving what arrives during the grace (the
    // balancer notices within its health-check interval); then the bounded close. SIGINT (Ctrl-C
    // in a terminal) has nobody routing around this process: no grace.
    const graceMs = signal === 'SIGTERM' ? config.shutdownGraceMs : 0;
    app.lifecycle.drain();
    app.log.info({ signal, graceMs }, 'shutting down');
    setTimeout(() => {
      const force = setTimeout(() => {
        app.log.error('shutdown took too long, exiting');
        process.exit(1);
      }, 8_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error while closing');
          process.exit(1);
        },
      );
    }, graceMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // After listen, on the thread pool: the first sign-ins may still take libsodium's scrypt.
  chooseScryptEngine(config.scrypt).then(
    (choice) => choice && app.log.info(choice, `scrypt: ${choice.engine === 'node' ? "node:crypto's" : "libsodium's"}`),
    (err: unknown) => app.log.warn({ err }, "scrypt: libsodium's (the timing failed)"),
  );
  app.log.info(
    `API en http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (documentación en /api/docs)`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
