// The access each route of the area must have: its rows of the authorization matrix
// (routes/authorization-matrix.test.ts), which fails for a route without one.
import type { AccessRow } from '../../resource/access-rows.js';
import { RESOURCES } from './resources.js';
import { declaredReads, declaredWrites } from '../../resource/access-rows.js';
import { CONTEXTOS } from './repositories/contextos.js';
import { SORTEOS } from './repositories/sorteo-writes.js';

/** The contexts, draws and their analysis. */
export const ACCESS: readonly AccessRow[] = [
  // the declared reads, and the writes each declares (resources.ts)
  ...RESOURCES.flatMap((resource) => [...declaredReads(resource), ...declaredWrites(resource)]),

  // rodox (spec 7 "Rodox", docs/domain.md, «Contextos y sorteos»)
  ['GET', '/api/rodox/contextos/', 'rodox.view_contexto'],
  ['POST', '/api/rodox/contextos/', 'rodox.add_contexto'],
  ['GET', '/api/rodox/contextos/con-sorteo', 'rodox.view_contexto'],
  ...declaredReads(CONTEXTOS),
  ...declaredWrites(CONTEXTOS),
  // Whoever reads the selections reads the draws they are compared with (docs/domain.md).
  ...declaredReads(SORTEOS, { any: ['rodox.view_sorteo', 'rodox.view_seleccion'] }),
  ...declaredWrites(SORTEOS),
  ['GET', '/api/rodox/contextos/por-familia/:familia/:tipo/', { any: ['rodox.view_contexto', 'rodox.view_sorteo', 'rodox.view_seleccion'] }, { url: '/api/rodox/contextos/por-familia/lesa/mill/' }],
  ['GET', '/api/rodox/sorteos/', { any: ['rodox.view_sorteo', 'rodox.view_seleccion'] }, { url: '/api/rodox/sorteos/?contexto_sigla=nada&ultimos=10' }],
  ['GET', '/api/rodox/sorteos/:sigla/ultimos/:n', { any: ['rodox.view_sorteo', 'rodox.view_seleccion'] }, { url: '/api/rodox/sorteos/nada/ultimos/1' }],
  ['POST', '/api/rodox/sorteos/actualizar/', 'rodox.add_sorteo', { payload: { actualizar_automaticamente: true, contexto_sigla: 'nada' } }],
  ['GET', '/api/rodox/paridad/graficar/', 'rodox.view_sorteometricaparidad', { url: '/api/rodox/paridad/graficar/?sorteo__contexto__familia=lesa&sorteo__contexto__tipo=mill' }],
  ['POST', '/api/rodox/metrica-configs/', 'rodox.add_metricaconfig'],
  ['POST', '/api/rodox/metrica/crear-faltantes/', 'rodox.change_metricaconfig', { payload: { config_id: 999999 } }],
  ['POST', '/api/rodox/jornadas/', 'rodox.add_jornada', { payload: { contexto: 999999, kandidatura: 1 } }],
  ['POST', '/api/rodox/jornadas/:id/proyectar/', 'rodox.change_jornada', { url: '/api/rodox/jornadas/999999/proyectar/' }],
  ['POST', '/api/rodox/sonadores/', 'rodox.add_sonador'],
  ['GET', '/api/rodox/selecciones/todas_pn/', 'rodox.view_seleccion', { url: '/api/rodox/selecciones/todas_pn/?proyeccion_id=1' }],
  ['GET', '/api/rodox/selecciones/:sigla/:kardinal/', 'rodox.view_seleccion', { url: '/api/rodox/selecciones/nada/1/' }],
];
