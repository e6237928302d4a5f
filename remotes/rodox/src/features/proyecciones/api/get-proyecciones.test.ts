import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { mockApi, TEST_API as API } from '@gestion/ui/testing';
import { proyeccionesQueryOptions } from './get-proyecciones';

let asked: URLSearchParams | null = null;
mockApi(
  http.get(`${API}/api/rodox/proyecciones/`, ({ request }) => {
    asked = new URL(request.url).searchParams;
    return HttpResponse.json({ count: 1, results: [{ id: 5, config: { id: 2, tipo: 'gradal' } }] });
  }),
);

it('the projections of a jornada go through getPage with jornada_id, tipo read from config', async () => {
  const page = await new QueryClient().fetchQuery(proyeccionesQueryOptions(7)({ page: '1', ordering: '-id' }));
  expect(Object.fromEntries(asked!)).toEqual({ page: '1', ordering: '-id', jornada_id: '7' });
  expect(page.results[0]).toMatchObject({ id: 5, tipo: 'gradal' });
});
