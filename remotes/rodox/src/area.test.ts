import area from './area';

describe('rodox area', () => {
  it("'Metrica Config' needs rodox.view_metricaconfig, not the spec's misspelled key (DOMAIN.md)", () => {
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
