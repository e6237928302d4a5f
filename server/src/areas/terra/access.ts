// The access each route of the area must have: its rows of the authorization matrix
// (routes/authorization-matrix.test.ts), which fails for a route without one.
import type { AccessRow } from '../../resource/access-rows.js';
import { RESOURCES } from './resources.js';
import { declaredReads, declaredWrites } from '../../resource/access-rows.js';

/** The prices, properties, teams and profiles. */
export const ACCESS: readonly AccessRow[] = [
  // the declared reads, and the writes each declares (resources.ts)
  ...RESOURCES.flatMap((resource) => [...declaredReads(resource), ...declaredWrites(resource)]),

  // terra prices (spec 7 "Pueblo and Terra prices", docs/domain.md, «Precios»)
  ['POST', '/api/terra/productos/importar/', 'terra.add_producto'],
  ['POST', '/api/terra/precios-productos/importar/', 'terra.add_precioproducto'],
  ['POST', '/api/terra/importar-precios/', 'terra.import_precioproducto'],
  ['POST', '/api/terra/importaciones/', 'terra.add_precioproducto'],
  ['POST', '/api/terra/importaciones/:id/confirmar/', 'terra.add_precioproducto', { url: '/api/terra/importaciones/999999/confirmar/' }],
  ['DELETE', '/api/terra/importaciones/:id/', 'terra.add_precioproducto', { url: '/api/terra/importaciones/999999/' }],
  ['POST', '/api/terra/importaciones/:id/deshacer/', 'terra.delete_precioproducto', { url: '/api/terra/importaciones/999999/deshacer/' }],
  ['GET', '/api/terra/invitaciones/', 'authenticated'],
  ['GET', '/api/terra/notificaciones/pendientes/', 'authenticated'],
  ['POST', '/api/terra/inmuebles/', 'terra.add_inmueble'],

  // terra teams (spec 7 "Terra teams and properties"; object-level rules in routes/equipos-spec.ts)
  ['POST', '/terra/equipos/', 'terra.add_equipo'],
  // Only the team's coordinator invites (object-level, 403 for anyone else): no permission key.
  ['POST', '/terra/equipos/:id/invitar/', 'authenticated'],
  ['GET', '/terra/equipos/:id/miembros/', 'authenticated'],
  ['GET', '/terra/equipos/:id/invitaciones/', 'authenticated'],
  ['GET', '/terra/equipos/propios/', 'authenticated'],
  ['GET', '/terra/equipos/invitado/', 'authenticated'],
  ['POST', '/terra/invitaciones/:id/responder/', 'authenticated', { payload: { estado: 'aceptada' } }],
  // every team and invitation for an administrator, by the models' permissions

  // user area: dashboard and preferences, profile (spec 7 "Dashboard and preferences",
  // docs/domain.md, «Área del usuario»)
  ['GET', '/api/terra/dashboard_config/', 'authenticated'],
  ['POST', '/terra/dashboard_config/set_contextos/', 'rodox.view_contexto', { payload: { contextos_favoritos: [] } }],
  ['GET', '/api/profesiones/', 'authenticated'],
  ['POST', '/api/terra/profesiones/', 'terra.add_profesion'],
  ['GET', '/api/usuario-extra/', 'authenticated'],
  ['PUT', '/api/usuario-extra/:id/', 'authenticated', { url: '/api/usuario-extra/999999/', payload: { apodo: 'x' } }],
];
