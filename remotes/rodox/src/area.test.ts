import { matchRoutes } from 'react-router-dom';
import area from './area';

/** The route the host opens for `pathname` (react-router's ranking over every route, as navigation/routes.ts). */
const routeOf = (pathname: string) => matchRoutes(area.resources, pathname)?.at(-1)?.route.path;

describe('rodox area', () => {
  it("'Metrica Config' needs rodox.view_metricaconfig, not the spec's misspelled key (docs/domain.md)", () => {
    expect(area.nav.find((i) => i.label === 'Metrica Config')?.permission).toBe('rodox.view_metricaconfig');
  });

  it('the sidebar opens the demo context lesa/mill', () => {
    expect(area.nav.map((i) => i.to)).toEqual([
      '/rodox/lesa/mill/paridad/chart',
      '/rodox/lesa/mill/paquete',
      '/rodox/jornada/list/table',
      '/rodox/metrica-config/list/table',
      '/rodox/sonador/list',
      '/rodox/metrica/list',
      '/rodox/seleccion/list',
      '/rodox/contexto/list',
      '/rodox/sorteo/list',
    ]);
  });

  it("lists the declared records in the Rodox section, each behind its model's view_ permission", () => {
    const declared = area.nav.filter((i) => i.order > 40);
    expect(declared.map((i) => [i.section, i.label, i.to, i.permission])).toEqual([
      ['Rodox', 'Soñadores', '/rodox/sonador/list', 'rodox.view_sonador'],
      ['Rodox', 'Métricas', '/rodox/metrica/list', 'rodox.view_metrica'],
      ['Rodox', 'Selecciones', '/rodox/seleccion/list', 'rodox.view_seleccion'],
      ['Rodox', 'Contextos', '/rodox/contexto/list', 'rodox.view_contexto'],
      ['Rodox', 'Sorteos', '/rodox/sorteo/list', 'rodox.view_sorteo'],
    ]);
    for (const { to, permission } of declared) {
      const modelo = to.slice(0, -'/list'.length);
      expect(area.resources.filter((r) => r.path === to || r.path === `${modelo}/:id`).map((r) => r.permission)).toEqual([permission, permission]);
    }
  });

  it("the declared lists and records' pages do not take the spec's addresses, nor the spec's theirs", () => {
    expect(routeOf('/rodox/sonador/list')).toBe('/rodox/sonador/list');
    expect(routeOf('/rodox/sonador/12')).toBe('/rodox/sonador/:id');
    expect(routeOf('/rodox/metrica/list')).toBe('/rodox/metrica/list');
    expect(routeOf('/rodox/metrica/3')).toBe('/rodox/metrica/:id');
    expect(routeOf('/rodox/seleccion/list')).toBe('/rodox/seleccion/list');
    expect(routeOf('/rodox/seleccion/9')).toBe('/rodox/seleccion/:id');
    expect(routeOf('/rodox/contexto/list')).toBe('/rodox/contexto/list');
    expect(routeOf('/rodox/contexto/4')).toBe('/rodox/contexto/:id');
    expect(routeOf('/rodox/sorteo/list')).toBe('/rodox/sorteo/list');
    expect(routeOf('/rodox/sorteo/120')).toBe('/rodox/sorteo/:id');
    // The spec's routes keep every sigla, the models' names included (a tie of rank: the first listed wins).
    expect(routeOf('/rodox/sonador')).toBe('/rodox/:sigla');
    expect(routeOf('/rodox/sonador/paquete')).toBe('/rodox/:sigla/paquete');
    expect(routeOf('/rodox/seleccion/paquete')).toBe('/rodox/:sigla/paquete');
    expect(routeOf('/rodox/contexto')).toBe('/rodox/:sigla');
    expect(routeOf('/rodox/sorteo/paquete')).toBe('/rodox/:sigla/paquete');
    expect(routeOf('/rodox/contexto/9/seleccion/list')).toBe('/rodox/:sigla/:kardinal/seleccion/list');
    expect(routeOf('/rodox/metrica/mill/paquete')).toBe('/rodox/:familia/:tipo/paquete');
    expect(routeOf('/rodox/seleccion/241/seleccion/list')).toBe('/rodox/:sigla/:kardinal/seleccion/list');
    expect(routeOf('/rodox/jornada/list/table')).toBe('/rodox/jornada/list/table');
    expect(routeOf('/rodox/lesa/mill/paquete')).toBe('/rodox/:familia/:tipo/paquete');
  });
});

// The tab's name of each screen (the host writes '<title> · Gestión'), from the spec's heading or sidebar label.
it('names every screen for the browser tab', () => {
  const titles = new Map(area.resources.map((r) => [r.path, r.title]));
  expect(area.resources.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
  expect([...titles.entries()].filter(([path]) => EXPECTED_TITLES.some(([p]) => p === path))).toEqual(EXPECTED_TITLES);
});

const EXPECTED_TITLES = [
    ['/rodox/metrica-config/list/table', 'Config Rastral'],
    ['/rodox/jornada/list/table', 'Jornadas'],
    ['/rodox/jornada/:id/proyeccion/list/table', 'Proyecciones de la jornada {id}'],
    ['/rodox/proyeccion/:id/seleccion/list/table', 'Selecciones de la proyección {id}'],
    ['/rodox/:sigla', 'Paquete {sigla}'],
    ['/rodox/:sigla/paquete', 'Paquete {sigla}'],
    ['/rodox/:familia/:tipo/paquete', 'Paquete {familia} {tipo}'],
    ['/rodox/:sigla/:kardinal/seleccion/list/table', 'Simulador de Selecciones {sigla} {kardinal}'],
    ['/rodox/:sigla/:kardinal/seleccion/list/cards', 'Simulador de Selecciones {sigla} {kardinal}'],
    ['/rodox/:sigla/:kardinal/seleccion/list', 'Combinaciones seleccionadas {sigla} {kardinal}'],
    ['/rodox/:familia/:tipo/paridad/chart/:kardinal_menor?/:kardinal_mayor?', 'Paridad {familia} {tipo}'],
    ['/rodox/sonador/list', 'Soñadores'],
    ['/rodox/sonador/:id', 'Soñador {id}'],
    ['/rodox/metrica/list', 'Métricas'],
    ['/rodox/metrica/:id', 'Métrica {id}'],
    ['/rodox/seleccion/list', 'Selecciones'],
    ['/rodox/seleccion/:id', 'Selección {id}'],
    ['/rodox/contexto/list', 'Contextos'],
    ['/rodox/contexto/:id', 'Contexto {id}'],
    ['/rodox/sorteo/list', 'Sorteos'],
    ['/rodox/sorteo/:id', 'Sorteo {id}'],
];
