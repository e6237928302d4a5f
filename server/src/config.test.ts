import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { DATA_DIR: '/srv/gestion', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig: Rodox draw sources', () => {
  it('defaults to the data folder\'s fuentes/ and public addresses only', () => {
    expect(loadConfig(base).rodoxFuentes).toEqual({ carpeta: '/srv/gestion/fuentes', privadas: false });
  });

  it('reads RODOX_FUENTES_DIR (made absolute) and RODOX_FUENTES_PRIVADAS', () => {
    expect(loadConfig({ ...base, RODOX_FUENTES_DIR: 'feeds', RODOX_FUENTES_PRIVADAS: '1' }).rodoxFuentes).toEqual({
      carpeta: path.resolve('feeds'),
      privadas: true,
    });
    expect(() => loadConfig({ ...base, RODOX_FUENTES_PRIVADAS: 'quizá' })).toThrow(ConfigError);
  });
});

describe('loadConfig: running as a fleet', () => {
  it('PG_POOL_MAX sizes the PostgreSQL pool (10 by default, at least 1)', () => {
    const url = 'postgres://u@db:5432/gestion';
    expect(loadConfig({ ...base, DATABASE_URL: url }).database).toEqual({ driver: 'postgres', url, poolMax: 10 });
    expect(loadConfig({ ...base, DATABASE_URL: url, PG_POOL_MAX: '4' }).database).toMatchObject({ poolMax: 4 });
    expect(() => loadConfig({ ...base, DATABASE_URL: url, PG_POOL_MAX: '0' })).toThrow(ConfigError);
  });

  it('SHUTDOWN_GRACE_MS: none by default (nobody routes around a lone process)', () => {
    expect(loadConfig(base).shutdownGraceMs).toBe(0);
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '5000' }).shutdownGraceMs).toBe(5000);
  });
});
