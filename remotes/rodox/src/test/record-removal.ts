import type { Eliminacion } from '@gestion/contract/record';
import { TEST_API, type mockApi } from '@gestion/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';

/**
 * 'Eliminar' of the record `id` in `scope` (its row or line): the confirmation names the record
 * and what goes with it (the server's preview, `preview`), 'Eliminar' sends the DELETE, and the
 * screen says it is done.
 */
export async function expectRemoval(server: ReturnType<typeof mockApi>, scope: HTMLElement, url: string, id: number, preview: Eliminacion) {
  const deleted: string[] = [];
  server.use(
    http.get(`${TEST_API}${url}${id}/eliminar/`, () => HttpResponse.json(preview)),
    http.delete(`${TEST_API}${url}${id}/`, ({ request }) => {
      deleted.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  await userEvent.click(within(scope).getByRole('button', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText(`¿Eliminar «${preview.repr}»? Esta acción no se puede deshacer.`)).toBeTruthy();
  if (preview.arrastra.length > 0) expect(within(dialog).getByText(`Se eliminará también: ${preview.arrastra.join(', ')}.`)).toBeTruthy();
  else expect(within(dialog).queryByText(/Se eliminará también/)).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  expect(await screen.findByText('Registro eliminado.')).toBeTruthy();
  expect(deleted).toEqual([`${url}${id}/`]);
}
