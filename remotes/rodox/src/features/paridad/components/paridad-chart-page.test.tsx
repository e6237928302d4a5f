import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';

// happy-dom has no canvas: the chart shows the option it was given (its series) as text.
vi.mock('echarts-for-react/lib/core', () => ({
  default: ({ option }: { option: { series: { name: string; data: number[] }[]; xAxis: { data: number[] } } }) => (
    <output data-testid="chart">{`${option.series[0].name}: ${option.xAxis.data.join(',')} → ${option.series[0].data.join(',')}`}</output>
  ),
}));

let consultas: Record<string, string>[] = [];
const server = mockApi(
  http.get(`${TEST_API}/api/rodox/paridad/graficar/`, ({ request }) => {
    consultas.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json([
      { kardinal: 1, pares_cantidad: 3 },
      { kardinal: 2, pares_cantidad: 1 },
      { kardinal: 3, pares_cantidad: 3 },
      { kardinal: 4, pares_cantidad: 0 },
    ]);
  }),
);

beforeEach(() => {
  consultas = [];
  signInForTest({ permissions: ['rodox.view_sorteometricaparidad'] });
});

describe('ParidadChartPage', () => {
  it("charts 'Pares' against kardinal from kardinal_menor 1, and sums up by pair count ascending", async () => {
    renderAt('/rodox/lesa/mill/paridad/chart');
    expect((await screen.findByTestId('chart')).textContent).toBe('Pares: 1,2,3,4 → 3,1,3,0');
    expect(consultas).toEqual([{ sorteo__contexto__familia: 'lesa', sorteo__contexto__tipo: 'mill', kardinal_menor: '1' }]);
    const resumen = screen.getByRole('region', { name: 'Resumen de ocurrencias por cantidad de pares' });
    expect(within(resumen).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Pares', 'Ocurrencias']);
    const filas = within(resumen).getAllByRole('row').slice(1).map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(filas).toEqual([
      ['0', '1'],
      ['1', '1'],
      ['3', '2'],
    ]);
  });

  it('reads the kardinal range from the URL', async () => {
    const { unmount } = renderAt('/rodox/otra/fam/paridad/chart/100/200');
    await screen.findByTestId('chart');
    unmount();
    expect(consultas).toEqual([{ sorteo__contexto__familia: 'otra', sorteo__contexto__tipo: 'fam', kardinal_menor: '100', kardinal_mayor: '200' }]);
    renderAt('/rodox/lesa/mill/paridad/chart/50');
    await screen.findByTestId('chart');
    expect(consultas[1]).toEqual({ sorteo__contexto__familia: 'lesa', sorteo__contexto__tipo: 'mill', kardinal_menor: '50' });
  });

  it('says so when there is nothing to chart', async () => {
    server.use(http.get(`${TEST_API}/api/rodox/paridad/graficar/`, () => HttpResponse.json([])));
    renderAt('/rodox/lesa/mill/paridad/chart');
    expect(await screen.findByText('No hay sorteos para graficar.')).toBeTruthy();
  });

  it("a failed load reads 'Error cargando sorteos'", async () => {
    server.use(http.get(`${TEST_API}/api/rodox/paridad/graficar/`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    renderAt('/rodox/lesa/mill/paridad/chart');
    expect(await screen.findByText('Error cargando sorteos')).toBeTruthy();
  });

  it('without rodox.view_sorteometricaparidad the route is forbidden', async () => {
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    renderAt('/rodox/lesa/mill/paridad/chart', { '/error/403': '403' });
    expect(await screen.findByText('403')).toBeTruthy();
  });
});
