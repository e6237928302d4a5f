import { withHistorial } from '../../../repositories/historial.js';
import { DASHBOARD_CONFIG_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DashboardConfig } from '@gestion/contract/usuario';
import { DashboardConfigSchema, DashboardConfigSetRequestSchema } from '@gestion/contract/usuario';
import { currentUser } from '../../../plugins/auth.js';
import { errorResponses } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { dashboardConfigDe, guardarContextosFavoritos, siglasExistentes } from '../repositories/dashboard-configs.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('usuario');

export const siglaInexistente = (sigla: string) => `Objeto con sigla=${sigla} no existe.`;

/**
 * The caller's dashboard preferences (spec 7 "Dashboard and preferences"). The spec calls the
 * write without the /api prefix; it is served there.
 */
const dashboardConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/terra/dashboard_config/', route('authenticated', {
    summary: 'Mis preferencias del tablero (creadas vacías en la primera lectura).',
    response: { 200: DashboardConfigSchema, ...errorResponses },
  }), async (request): Promise<DashboardConfig> => dashboardConfigDe(app.db, currentUser(request).id));

  // Choosing contexts reads them: the contexts table and the preferences need it (spec 6).
  app.post('/terra/dashboard_config/set_contextos/', route({ permission: 'rodox.view_contexto' }, {
    summary: 'Reemplaza mis contextos favoritos: siglas de contextos existentes, en el orden dado; una repetida cuenta una vez.',
    body: DashboardConfigSetRequestSchema,
    response: { 200: DashboardConfigSchema, ...errorResponses },
  }), async (request): Promise<DashboardConfig> => {
    const fields = new TextFields();
    const enviadas = request.body.contextos_favoritos.map((s, i) => ({ sigla: fields.required(`contextos_favoritos.${i}`, s), i }));
    // A repeated sigla is the same choice twice: kept once, where it first appears.
    const primeras = new Map<string, number>();
    for (const { sigla, i } of enviadas) if (sigla && !primeras.has(sigla)) primeras.set(sigla, i);
    const existentes = await siglasExistentes(app.db, [...primeras.keys()]);
    for (const [sigla, i] of primeras) if (!existentes.has(sigla)) fields.add(`contextos_favoritos.${i}`, siglaInexistente(sigla));
    fields.assertOk();
    const user = currentUser(request);
    return app.db.transaction((tx) =>
      withHistorial(tx, user, 'modificar', DASHBOARD_CONFIG_HISTORIAL, user.id, () => guardarContextosFavoritos(tx, user.id, [...primeras.keys()])));
  });
};

export default dashboardConfigRoutes;
