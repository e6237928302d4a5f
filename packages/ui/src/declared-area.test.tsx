import { defineResource } from '@gestion/contract/resource';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AreaRoutes } from './area-routes';
import { declaredScreens } from './declared-area';
import { mockApi, renderArea, signInForTest, TEST_API } from './testing';

const PRODUCTOS = defineResource<{ id: number; nombre: string }>()({
  app: 'terra',
  model: 'producto',
  url: '/api/terra/productos/',
  plural: 'productos',
  fileName: 'productos',
  fields: { nombre: { label: 'Nombre' }, id: { label: 'Id', listed: false } },
  defaultOrdering: 'nombre',
});

mockApi(
  http.get(`${TEST_API}/api/terra/productos/`, () => HttpResponse.json({ count: 1, results: [{ id: 3, nombre: 'Tubo' }] })),
  http.get(`${TEST_API}/api/terra/productos/3/`, () => HttpResponse.json({ id: 3, nombre: 'Tubo' })),
);

const declared = declaredScreens(PRODUCTOS, { list: '/terra/producto/list', title: 'Productos', recordTitle: 'Producto', nav: { section: 'Terra', order: 40 } });

describe('declaredScreens', () => {
  it("gives an area the model's list and record routes and its sidebar item, behind view_", () => {
    expect(declared.resources.map(({ path, title, permission }) => ({ path, title, permission }))).toEqual([
      { path: '/terra/producto/list', title: 'Productos', permission: 'terra.view_producto' },
      { path: '/terra/producto/:id', title: 'Producto {id}', permission: 'terra.view_producto' },
    ]);
    expect(declared.nav).toEqual([{ section: 'Terra', order: 40, label: 'Productos', to: '/terra/producto/list', permission: 'terra.view_producto' }]);
    expect(declaredScreens(PRODUCTOS, { list: '/terra/producto/list', title: 'Productos', recordTitle: 'Producto' }).nav).toEqual([]);
    expect(() => declaredScreens(PRODUCTOS, { list: '/terra/productos', title: 'Productos', recordTitle: 'Producto' })).toThrow('/{area}/{modelo}/list');
  });

  it('loads the screens when their routes open', async () => {
    signInForTest({ permissions: ['terra.view_producto'] });
    const area = { name: 'terra', resources: declared.resources, nav: declared.nav };
    const { unmount } = renderArea(<AreaRoutes area={area} />, '/terra/producto/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Tubo' })).toBeTruthy();
    unmount();
    renderArea(<AreaRoutes area={area} />, '/terra/producto/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto Tubo' })).toBeTruthy();
  });
});
