import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { http as mock, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { API, mockApi } from '../../../test/render';
import { notificacionesPendientesQueryOptions } from './get-notificaciones-pendientes';

// Like the server: the first read answers the unseen notifications and marks them seen.
let unseen = [{ id: 1, tipo: 'respuesta_invitacion', mensaje: 'ana aceptó', estado: 'aceptada', equipo: 1, equipo_nombre: 'E', invitado: 'ana' }];
let reads = 0;
mockApi(
  mock.get(`${API}/api/terra/notificaciones/pendientes/`, async () => {
    reads += 1;
    const answer = unseen;
    unseen = [];
    await new Promise((r) => setTimeout(r, 30));
    return HttpResponse.json(answer);
  }),
);

it('a screen that unmounts mid-read and mounts again still gets the notifications of that one read', async () => {
  const client = new QueryClient();
  const options = notificacionesPendientesQueryOptions();
  const first = new QueryObserver(client, options);
  const stop = first.subscribe(() => {});
  await new Promise((r) => setTimeout(r, 5));
  stop(); // the dashboard remounts while the request is in flight

  const second = new QueryObserver(client, options);
  const result = await new Promise<unknown>((resolve) => {
    const off = second.subscribe((r) => {
      if (r.isSuccess) {
        off();
        resolve(r.data);
      }
    });
  });
  expect(reads).toBe(1);
  expect(result).toEqual([expect.objectContaining({ id: 1, mensaje: 'ana aceptó' })]);
});
