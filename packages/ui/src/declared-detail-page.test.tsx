import { defineResource } from '@gestion/contract/resource';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DeclaredDetailPage } from './declared-detail-page';
import { mockApi, renderArea, signInForTest, TEST_API } from './testing';

interface Producto {
  id: number;
  codigo: string;
  tipo: string;
  nota: string | null;
  peso: string;
}

const PRODUCTOS = defineResource<Producto>()({
  app: 'terra',
  model: 'producto',
  url: '/api/terra/productos/',
  plural: 'productos',
  fileName: 'productos',
  fields: {
    codigo: { label: 'Código', required: true },
    tipo: { label: 'Tipo', input: { options: ['a'], labels: { a: 'Acero' } } },
    nota: { label: 'Nota', listed: false },
    peso: { label: 'Peso', listed: false },
    id: { label: 'Id', listed: false },
  },
  defaultOrdering: 'codigo',
  editable: ['codigo', 'nota'],
  removable: true,
});

const TUBO: Producto = { id: 3, codigo: 'T-1', tipo: 'a', nota: null, peso: '2.5' };
const server = mockApi(
  http.get(`${TEST_API}/api/terra/productos/3/`, () => HttpResponse.json(TUBO)),
  http.get(`${TEST_API}/api/terra/productos/3/eliminar/`, () => HttpResponse.json({ repr: 'T-1', impide: null, arrastra: [] })),
  http.delete(`${TEST_API}/api/terra/productos/3/`, () => new HttpResponse(null, { status: 204 })),
);

const page = (path = '/terra/producto/3') =>
  renderArea(<DeclaredDetailPage<Producto> resource={PRODUCTOS} title="Producto" listPath="/terra/producto/list" listTitle="Productos" />, path, {
    mounts: ['/terra/producto/:id'],
    probes: { '/terra/producto/list': 'la lista' },
  });

describe('DeclaredDetailPage', () => {
  it('shows the listed fields and those a person typed, and no action to a reader', async () => {
    signInForTest({ permissions: ['terra.view_producto'] });
    page();
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto T-1' })).toBeTruthy();
    const terms = screen.getAllByText(/^(Código|Tipo|Nota|Peso|Id)$/).map((t) => t.textContent);
    // Peso is neither listed nor typed: not shown; nor is the id.
    expect(terms).toEqual(['Código', 'Tipo', 'Nota']);
    expect(screen.getByText('Acero')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a Productos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it("removes the record with 'Eliminar' and goes back to the list", async () => {
    signInForTest({ permissions: ['terra.view_producto', 'terra.change_producto', 'terra.delete_producto'] });
    page();
    expect(await screen.findByRole('button', { name: 'Editar' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    await screen.findByText('¿Eliminar «T-1»? Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('la lista')).toBeTruthy();
  });

  it('says when there is no such record', async () => {
    server.use(http.get(`${TEST_API}/api/terra/productos/9/`, () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })));
    signInForTest({ permissions: ['terra.view_producto'] });
    page('/terra/producto/9');
    expect(await screen.findByText('No se pudo cargar el registro.')).toBeTruthy();
    expect(screen.getByText('No encontrado.')).toBeTruthy();
  });
});
