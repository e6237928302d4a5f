import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';

const PRECIOS = [
  {
    id: 1,
    producto_id: 1,
    distribuidor_id: 1,
    producto_nombre: 'Varilla 3/8',
    unidad_nombre: 'Unidad',
    tipo_nombre: 'Material',
    categoria_nombre: 'Acero',
    distribuidor_nombre: 'Ferretería Ochoa',
    fecha: '2026-11-20',
    valor: '12.50',
    moneda: 'DOP',
  },
  {
    id: 2,
    producto_id: 2,
    distribuidor_id: 1,
    producto_nombre: 'Cemento gris',
    unidad_nombre: 'Saco',
    tipo_nombre: 'Material',
    categoria_nombre: 'Construcción',
    distribuidor_nombre: 'Importación simple',
    fecha: '2026-11-21',
    valor: '480.00',
    moneda: 'DOP',
  },
];
const requests: URLSearchParams[] = [];

const server = mockApi(
  http.get(`${TEST_API}/api/terra/precios-productos/`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    requests.push(q);
    const search = (q.get('search') ?? '').toLowerCase();
    const results = PRECIOS.filter((p) => !search || p.producto_nombre.toLowerCase().includes(search));
    return HttpResponse.json({ count: results.length, results });
  }),
);

const LIST = '/terra/producto/precio/list';
const signIn = () => signInForTest({ permissions: ['terra.view_precioproducto'], token: 'tok' });
const sortableHeader = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-column-has-sorters')].find((th) => th.textContent === title)!;

beforeEach(() => {
  requests.length = 0;
});

describe('PrecioListPage', () => {
  it('shows the seven columns, the price with its currency, page 1 of 20 by product name descending', async () => {
    signIn();
    renderAt(LIST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Precios' })).toBeTruthy();
    const row = (await screen.findByText('Varilla 3/8')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Varilla 3/8',
      'Unidad',
      'Material',
      'Acero',
      'Ferretería Ochoa',
      '2026-11-20',
      '12.50 DOP',
    ]);
    const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Producto', 'Unidad', 'Tipo', 'Categoría', 'Distribuidor', 'Fecha', 'Precio']);
    // Every column sorts, and the product column shows the default descending order.
    expect(document.querySelectorAll('.ant-table-thead th.ant-table-column-has-sorters')).toHaveLength(7);
    expect(sortableHeader('Producto').getAttribute('aria-sort')).toBe('descending');
    expect(Object.fromEntries(requests[0]!)).toEqual({ page: '1', page_size: '20', ordering: '-producto_nombre' });
  });

  it('keeps page, size, search and order of the address', async () => {
    signIn();
    renderAt(`${LIST}?page=3&page_size=50&search=cem&ordering=valor`);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(Object.fromEntries(requests[0]!)).toEqual({ page: '3', page_size: '50', search: 'cem', ordering: 'valor' });
    expect(await screen.findByRole('textbox', { name: 'Buscar' })).toHaveProperty('value', 'cem');
    expect(sortableHeader('Precio').getAttribute('aria-sort')).toBe('ascending');
  });

  it('a header click asks that order from page 1', async () => {
    signIn();
    renderAt(`${LIST}?page=2`);
    await screen.findByText('Varilla 3/8');
    fireEvent.click(sortableHeader('Fecha'));
    await waitFor(() => expect(requests.at(-1)?.get('ordering')).toBe('fecha'));
    expect(requests.at(-1)?.get('page')).toBe('1');
    fireEvent.click(sortableHeader('Fecha'));
    await waitFor(() => expect(requests.at(-1)?.get('ordering')).toBe('-fecha'));
  });

  it("'Buscar' applies the search at once; a typed search waits 1500 ms idle", async () => {
    signIn();
    renderAt(LIST);
    await screen.findByText('Varilla 3/8');
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    await userEvent.type(box, 'cem');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(screen.queryByText('Varilla 3/8')).toBeNull());
    expect(requests.at(-1)?.get('search')).toBe('cem');

    await userEvent.clear(box);
    await userEvent.type(box, 'var');
    await new Promise((r) => setTimeout(r, 1100));
    expect(requests.some((q) => q.get('search') === 'var')).toBe(false);
    await waitFor(() => expect(requests.some((q) => q.get('search') === 'var')).toBe(true), { timeout: 2000 });
    expect(await screen.findByText('Varilla 3/8')).toBeTruthy();
  });

  it('shows the empty text, and a load error in the table', async () => {
    server.use(http.get(`${TEST_API}/api/terra/precios-productos/`, () => HttpResponse.json({ count: 0, results: [] })));
    signIn();
    const { unmount } = renderAt(LIST);
    expect(await screen.findByText('No hay precios registrados.')).toBeTruthy();
    unmount();

    server.use(
      http.get(`${TEST_API}/api/terra/precios-productos/`, () =>
        HttpResponse.json({ ordering: ['"x" no es un campo válido para ordenar.'] }, { status: 400 }),
      ),
    );
    renderAt(`${LIST}?ordering=x`);
    const panel = (await screen.findByText('Ocurrió un error.')).closest('div')!.parentElement!;
    expect(within(panel).getByText('"x" no es un campo válido para ordenar.')).toBeTruthy();
  });

  it('without terra.view_precioproducto goes to /error/403', () => {
    signInForTest({ permissions: ['terra.import_precioproducto'], token: 'tok' });
    renderAt(LIST, { '/error/403': '403' });
    expect(screen.getByText('403')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
