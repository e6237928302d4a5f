import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-utils.js';
import { operationIdOf } from './swagger.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules, but three the spec or the product rules out", async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The spec's paths end in '/', as Django's do.
        'no-path-trailing-slash': 'off',
        // The spec's /api/auth/users/activate/{username}/ beside /api/auth/users/{id}/groups/:
        // the router matches the literal segment first.
        'no-ambiguous-paths': 'off',
        // An internal product: there is no public licence to link to; the name says so.
        'info-license-strict': 'off',
      },
    });
    const problems = await lintFromString({ source: doc.body, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('gives every operation an operationId and says which are public', async () => {
    const doc = JSON.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).body) as {
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
    };
    expect(doc.servers).toEqual([expect.objectContaining({ url: '../..' })]);
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.filter((op) => !op.operationId)).toEqual([]);
    expect(doc.paths['/api/auth/custom-login/']?.post?.security).toEqual([]);
    expect(doc.paths['/api/auth/users/me/']?.get?.security).toEqual([{ jwt: [] }]);
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and path, parameters as By<Name>', () => {
    expect(operationIdOf('GET', '/api/auth/users/{id}/groups/')).toBe('getApiAuthUsersByIdGroups');
    expect(operationIdOf('POST', '/terra/equipos/{id}/invitar/')).toBe('postTerraEquiposByIdInvitar');
    expect(operationIdOf('PATCH', '/api/rodox/metrica-configs/{id}/')).toBe('patchApiRodoxMetricaConfigsById');
    expect(operationIdOf('GET', '/terra/dashboard_config/set_contextos/')).toBe('getTerraDashboardConfigSetContextos');
  });
});
