import { defineResource } from '@gestion/contract/resource';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeclaredListPage } from './declared-list-page';
import { mockApi, renderArea, signInForTest, TEST_API } from './testing';

interface Producto {
  id: number;
  nombre: string;
  tipo: string;
  niveles: number;
  activo: boolean;
}

const PRODUCTOS = defineResource<Producto>()({
  app: 'terra',
  model: 'producto',
  url: '/api/terra/productos/',
  plural: 'productos',
  fileName: 'productos',
  fields: {
    nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 10 },
    tipo: { label: 'Tipo', searched: true, input: { options: ['a', 'b'], labels: { a: 'Acero', b: 'Bronce' } } },
    niveles: { label: 'Niveles', input: 'integer', min: 1, max: 5 },
    activo: { label: 'Activo', input: 'boolean' },
    id: { label: 'Id', listed: false },
  },
  defaultOrdering: 'nombre',
  filters: { tipo: { label: 'Tipo', input: { options: ['a', 'b'], labels: { a: 'Acero', b: 'Bronce' } } }, activo: { label: 'Activo', input: 'boolean' }, niveles: { label: 'Niveles', input: 'integer' } },
  editable: ['nombre'],
  removable: true,
  creatable: ['nombre', 'tipo', 'niveles', 'activo'],
});

const TUBO: Producto = { id: 3, nombre: 'Tubo', tipo: 'a', niveles: 2, activo: true };
const asked: URLSearchParams[] = [];
const posted: unknown[] = [];
const server = mockApi(
  http.get(`${TEST_API}/api/terra/productos/`, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ count: 1, results: [TUBO] });
  }),
  http.post(`${TEST_API}/api/terra/productos/`, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ ...TUBO, id: 4, nombre: 'Codo' }, { status: 201 });
  }),
);

const page = (path = '/terra/producto/list') =>
  renderArea(<DeclaredListPage<Producto> resource={PRODUCTOS} title="Productos" detailPath="/terra/producto/:id" />, path, {
    mounts: ['/terra/producto/list'],
    probes: { '/terra/producto/:id': 'la ficha' },
  });

describe('DeclaredListPage', () => {
  it('shows the declared columns with the texts the form offers, and nothing to change without permissions', async () => {
    asked.length = 0;
    signInForTest({ permissions: ['terra.view_producto'] });
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Tubo' })).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Tipo', 'Niveles', 'Activo']);
    expect(within(row).getByText('Acero')).toBeTruthy();
    expect(within(row).getByText('Sí')).toBeTruthy();
    expect(asked[0]?.get('ordering')).toBe('nombre');
    expect(screen.getByPlaceholderText('Buscar por nombre y tipo')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Crear' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Tubo' }));
    expect(await screen.findByText('la ficha')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/terra/producto/3');
  });

  it('offers Editar, Eliminar and the create form to holders of their permissions', async () => {
    signInForTest({ permissions: ['terra.view_producto', 'terra.change_producto', 'terra.delete_producto', 'terra.add_producto'] });
    page();
    const row = (await screen.findByRole('link', { name: 'Tubo' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Editar' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ Crear' })).toBeTruthy();
  });

  it('takes its filters from the address to the request, and sends a chosen one from the first page', async () => {
    asked.length = 0;
    signInForTest({ permissions: ['terra.view_producto'] });
    page('/terra/producto/list?activo=false&niveles=abc&page=2');
    await screen.findByText('Tubo');
    // What no input would give (niveles=abc) is not sent.
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '2', page_size: '20', ordering: 'nombre', activo: 'false' });
    expect(screen.getByText('No')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByTitle('Bronce'));
    await waitFor(() => expect(asked.at(-1)?.get('tipo')).toBe('b'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(asked.at(-1)?.get('activo')).toBe('false');
    const niveles = screen.getByRole('textbox', { name: 'Niveles' });
    await userEvent.type(niveles, 'x{Enter}');
    expect(asked.at(-1)?.get('niveles')).toBeNull();
    await userEvent.clear(niveles);
    await userEvent.type(niveles, '3{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('niveles')).toBe('3'));
  });

  it('says when a filter finds nothing', async () => {
    server.use(http.get(`${TEST_API}/api/terra/productos/`, () => HttpResponse.json({ count: 0, results: [] })));
    signInForTest({ permissions: ['terra.view_producto'] });
    const { unmount } = page();
    expect(await screen.findByText('No hay productos.')).toBeTruthy();
    unmount();
    page('/terra/producto/list?tipo=a');
    expect(await screen.findByText('Ningún registro coincide con la búsqueda.')).toBeTruthy();
  });

  it('creates a record: refuses what the declaration refuses, shows the server\'s refusal at its field, then posts', async () => {
    posted.length = 0;
    signInForTest({ permissions: ['terra.view_producto', 'terra.add_producto'] });
    page();
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Nombre: es obligatorio.')).toBeTruthy();
    const nombre = within(dialog).getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(nombre, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Nombre: es obligatorio.')).toBeTruthy();
    // A number past its limit is held to it.
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Niveles' }), '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect((within(dialog).getByRole('spinbutton', { name: 'Niveles' }) as HTMLInputElement).value).toBe('5');
    expect(posted).toEqual([]);

    server.use(http.post(`${TEST_API}/api/terra/productos/`, () => HttpResponse.json({ nombre: ['Ya existe un producto con este nombre.'] }, { status: 400 }), { once: true }));
    await userEvent.clear(nombre);
    await userEvent.type(nombre, ' Codo ');
    const niveles = within(dialog).getByRole('spinbutton', { name: 'Niveles' });
    await userEvent.clear(niveles);
    await userEvent.type(niveles, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('Ya existe un producto con este nombre.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Registro creado.')).toBeTruthy();
    // Trimmed text; the untouched select and switch left to the server's defaults.
    expect(posted).toEqual([{ nombre: 'Codo', niveles: 2 }]);
  });

  it("a screen's own create action replaces the derived form", async () => {
    signInForTest({ permissions: ['terra.view_producto', 'terra.add_producto'] });
    renderArea(
      <DeclaredListPage<Producto> resource={PRODUCTOS} title="Productos" create={{ label: '+ Registrar producto', permission: 'terra.add_producto', to: '/terra/producto/create' }} />,
      '/terra/producto/list',
    );
    expect(await screen.findByRole('link', { name: '+ Registrar producto' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Crear' })).toBeNull();
  });
});

// Contexts and draws: `GET url` is the spec's call of another shape (a plain array), the pages live at `pageUrl`.
describe('DeclaredListPage of a resource with a pageUrl', () => {
  const CONTEXTOS = defineResource<Producto>()({ ...PRODUCTOS, url: '/api/terra/contextos/', pageUrl: '/api/terra/contextos/registros/', creatable: undefined });
  afterEach(() => vi.restoreAllMocks());

  it('asks pageUrl for its pages and its file, url for the record and its correction', async () => {
    const calls: string[] = [];
    const seen = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
    server.use(
      http.get(`${TEST_API}/api/terra/contextos/`, (info) => (seen(info), HttpResponse.json([TUBO]))),
      http.get(`${TEST_API}/api/terra/contextos/registros/`, (info) => (seen(info), HttpResponse.json({ count: 1, results: [TUBO] }))),
      http.get(`${TEST_API}/api/terra/contextos/registros/exportar/`, (info) => (seen(info), new HttpResponse('\uFEFFNombre\r\nTubo\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="contextos.csv"' } }))),
      http.get(`${TEST_API}/api/terra/contextos/3/`, (info) => (seen(info), HttpResponse.json(TUBO))),
      http.patch(`${TEST_API}/api/terra/contextos/3/`, (info) => (seen(info), HttpResponse.json({ ...TUBO, nombre: 'Caño' }))),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signInForTest({ permissions: ['terra.view_producto', 'terra.change_producto'] });
    renderArea(<DeclaredListPage<Producto> resource={CONTEXTOS} title="Contextos" />, '/terra/contexto/list');
    const row = (await screen.findByText('Tubo')).closest('tr')!;
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    expect(await screen.findByText(/Exportación lista: 1 fila/)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    const nombre = await within(dialog).findByLabelText('Nombre');
    await waitFor(() => expect((nombre as HTMLInputElement).value).toBe('Tubo'));
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Caño');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(calls.filter((c) => !c.endsWith('/registros/'))).toEqual([
      'GET /api/terra/contextos/registros/exportar/',
      'GET /api/terra/contextos/3/',
      'PATCH /api/terra/contextos/3/',
    ]);
    // The page is asked again after the correction, at pageUrl.
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/terra/contextos/registros/').length).toBeGreaterThan(1));
  });
});
