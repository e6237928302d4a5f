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

describe('loadConfig: refusals that keep a weak setting from starting', () => {
  it('JWT_SECRET shorter than 32 bytes: a ConfigError that says how to make one', () => {
    expect(() => loadConfig({ ...base, JWT_SECRET: 'abc' })).toThrow(/JWT_SECRET must be at least 32 bytes \(got 3\).*openssl rand/);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'x'.repeat(31) })).toThrow(ConfigError);
    expect(loadConfig({ ...base, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });

  it('ADMIN_PASSWORD must pass the password policy', () => {
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: '1' })).toThrow(/ADMIN_PASSWORD does not meet the password policy: .*demasiado corta.*completamente numérica/);
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'password123' })).toThrow(/demasiado común/);
    expect(() => loadConfig({ ...base, ADMIN_USERNAME: 'gerencia', ADMIN_PASSWORD: 'gerencia1' })).toThrow(/similar/);
    expect(loadConfig({ ...base, ADMIN_PASSWORD: 'Clave-De-Jefa-99' }).adminPassword).toBe('Clave-De-Jefa-99');
    expect(loadConfig(base).adminPassword).toBeNull();
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? base : { ...base, TRUST_PROXY: value }).trustProxy;

  it('off by default; 1 and true are one hop; a count; a list of addresses and CIDR ranges', () => {
    expect([trust(), trust('0'), trust('false')]).toEqual([false, false, false]);
    expect([trust('1'), trust('true'), trust('2')]).toEqual([1, 1, 2]);
    expect(trust(' 10.0.0.0/8, 172.17.0.1 ,::1/128,loopback')).toBe('10.0.0.0/8,172.17.0.1,::1/128,loopback');
    for (const bad of ['10.0.0.0/33', 'proxy.local', '1.2.3.4/8/1', '11', 'sí']) expect(() => trust(bad)).toThrow(ConfigError);
  });

  it('one hop believes only the address the proxy saw, not what the client wrote before it', async () => {
    const { default: Fastify } = await import('fastify');
    const { trustProxyOption } = await import('./app.js');
    const ipWith = async (value: string) => {
      const app = Fastify({ trustProxy: trustProxyOption(trust(value)) });
      app.get('/', async (request) => request.ip);
      const res = await app.inject({ url: '/', remoteAddress: '172.17.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
      await app.close();
      return res.body;
    };
    expect(await ipWith('1')).toBe('203.0.113.9');
    expect(await ipWith('2')).toBe('6.6.6.6');
    expect(await ipWith('0')).toBe('172.17.0.1');
    // A range: the proxy at 172.17.0.1 is believed, the address before it is not a proxy.
    expect(await ipWith('172.16.0.0/12')).toBe('203.0.113.9');
    expect(await ipWith('10.0.0.0/8')).toBe('172.17.0.1');
  });
});
