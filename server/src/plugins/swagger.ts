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

/** OpenAPI document at /api/docs/json and its UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'Gestión API', version: '1.0.0', description: 'API del servidor (ver DOMAIN.md).' },
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
      transform: ({ schema, url, route }) => {
        const access = route.config?.access;
        const documented = { ...schema, description: [schema?.description, accessText(access)].filter(Boolean).join('\n\n') };
        if (access !== undefined && access !== 'public') Object.assign(documented, { security: [{ jwt: [] }] });
        // The largest body the route reads (lib/body-limits.ts); larger ones answer 413.
        if (schema?.body && route.bodyLimit) Object.assign(documented, { 'x-body-limit': route.bodyLimit });
        return { schema: documented, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
