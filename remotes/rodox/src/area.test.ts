import area from './area';

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
    ]);
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
];
