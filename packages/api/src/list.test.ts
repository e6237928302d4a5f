import { QueryClient } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUserListItem } from './auth/read-entities';
import { configureApi } from './http';
import { getList, getPage, listParams } from './list';
import { proyeccionesQueryOptions } from './rodox/get-proyecciones';

const API = 'http://api.test';
let asked: URLSearchParams | null = null;
const server = setupServer(
  mock.get(`${API}/api/auth/users/`, ({ request }) => {
    asked = new URL(request.url).searchParams;
    return HttpResponse.json({ count: 31, results: [{ pk: 4, username: 'ana', activo: false, groups: [{ name: 'terra_a' }] }] });
  }),
  mock.get(`${API}/api/rodox/proyecciones/`, ({ request }) => {
    asked = new URL(request.url).searchParams;
    return HttpResponse.json({ count: 1, results: [{ id: 5, config: { id: 2, tipo: 'gradal' } }] });
  }),
  mock.get(`${API}/api/main/sprints/`, ({ request }) => HttpResponse.json([{ id: 1, nombre: new URL(request.url).searchParams.get('nombre') }])),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseURL: API });
});
afterAll(() => server.close());

describe('list plumbing', () => {
  it('listParams sends only what was asked', () => {
    expect(listParams({ page: 2, page_size: 50, search: '', ordering: undefined })).toEqual({ page: 2, page_size: 50 });
    expect(listParams({ search: 'ana', ordering: '-email' })).toEqual({ search: 'ana', ordering: '-email' });
  });

  it('getPage asks the contract query and reads each row where the spec allows other spellings', async () => {
    const page = await getPage('/api/auth/users/', { page: 3, page_size: 10, search: 'an', ordering: 'username' }, undefined, readUserListItem);
    expect(Object.fromEntries(asked!)).toEqual({ page: '3', page_size: '10', search: 'an', ordering: 'username' });
    expect(page.count).toBe(31);
    expect(page.results[0]).toMatchObject({ id: 4, username: 'ana', is_active: false, groups: ['terra_a'] });
  });

  it('getPage sends the endpoint\'s own filters beside the list query', async () => {
    await getPage('/api/auth/users/', { page: 2, search: '' }, undefined, undefined, { jornada_id: 7 });
    expect(Object.fromEntries(asked!)).toEqual({ page: '2', jornada_id: '7' });
  });

  it('the projections of a jornada go through getPage with jornada_id', async () => {
    const page = await new QueryClient().fetchQuery(proyeccionesQueryOptions(7)({ page: 1, ordering: '-id' }));
    expect(Object.fromEntries(asked!)).toEqual({ page: '1', ordering: '-id', jornada_id: '7' });
    expect(page.results[0]).toMatchObject({ id: 5, tipo: 'gradal' });
  });

  it('getList reads a plain array', async () => {
    expect(await getList('/api/main/sprints/', { nombre: 'S1' })).toEqual([{ id: 1, nombre: 'S1' }]);
  });
});
