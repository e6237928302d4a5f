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
