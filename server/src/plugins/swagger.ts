import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Access } from './auth.js';

export const DOCS_PREFIX = '/api/docs';

function accessText(access: Access | undefined): string {
  if (access === undefined || access === 'public') return 'Acceso: público.';
  if (access === 'authenticated') return 'Acceso: usuario autenticado.';
  if ('anyPermission' in access) return `Acceso: alguno de los permisos ${access.anyPermission.join(', ')} (o superusuario).`;
  return `Acceso: permiso ${[access.permission].flat().join(' + ')} (o superusuario).`;
}

/**
 * A stable, readable operationId from the method and the path, as client generators name their
 * functions: GET /api/auth/users/{id}/groups/ → getApiAuthUsersByIdGroups. Unique because the pair
 * (method, path) is (the spec has /api/subproyectos/ and /subproyectos/ both).
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment)?.[1];
      const word = param ? `by-${param}` : segment;
      return word
        .split(/[-_.]/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/** OpenAPI document at /api/docs/json and its UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Gestión API',
          version: '1.0.0',
          description: 'API del servidor (ver docs/domain.md).',
          license: { name: 'Propietaria: uso interno del personal' },
        },
        // Relative to this document (/api/docs/json): the API's root on whatever origin and prefix
        // serve it (/ with `pnpm start`, /backend/ behind the compose file's proxy).
        servers: [{ url: '../..', description: 'Esta API, donde se sirve este documento' }],
        components: {
          securitySchemes: {
            jwt: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'JWT <token> (también Bearer <token>)',
            },
          },
        },
      },
      // The paths stay whole: the server above is relative, and there is no base path to strip.
      stripBasePath: false,
      transform: ({ schema, url, route }) => {
        const access = route.config?.access;
        const documented = { ...schema, description: [schema?.description, accessText(access)].filter(Boolean).join('\n\n') };
        // Public operations say so (`security: []`), so a client never sends a token there.
        Object.assign(documented, { security: access !== undefined && access !== 'public' ? [{ jwt: [] }] : [] });
        const method = [route.method].flat()[0];
        if (!schema?.operationId && method) Object.assign(documented, { operationId: operationIdOf(method, url) });
        // The largest body the route reads (lib/body-limits.ts); larger ones answer 413.
        if (schema?.body && route.bodyLimit) Object.assign(documented, { 'x-body-limit': route.bodyLimit });
        return { schema: documented, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
